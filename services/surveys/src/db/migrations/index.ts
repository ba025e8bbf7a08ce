import type { Migration } from 'kysely';
import * as createSurveys from './0001_create_surveys.js';
import * as generationRun from './0002_generation_run.js';

/** Every migration of the surveys schema, keyed by its sortable name. */
export const migrations: Record<string, Migration> = {
  '0001_create_surveys': createSurveys,
  '0002_generation_run': generationRun,
};
