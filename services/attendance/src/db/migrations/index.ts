import type { Migration } from 'kysely';
import * as createMarks from './0001_create_marks.js';
import * as generationRun from './0002_generation_run.js';

/** Every migration of the attendance schema, keyed by its sortable name. */
export const migrations: Record<string, Migration> = {
  '0001_create_marks': createMarks,
  '0002_generation_run': generationRun,
};
