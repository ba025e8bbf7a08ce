import type { Migration } from 'kysely';
import * as createMidterms from './0001_create_midterms.js';
import * as midtermCodes from './0002_midterm_codes.js';
import * as areaSettings from './0003_area_settings.js';
import * as generationRun from './0004_generation_run.js';

/** Every migration of the grading schema, keyed by its sortable name. */
export const migrations: Record<string, Migration> = {
  '0001_create_midterms': createMidterms,
  '0002_midterm_codes': midtermCodes,
  '0003_area_settings': areaSettings,
  '0004_generation_run': generationRun,
};
