// The grading schema as Kysely sees it.
import type { Kysely } from 'kysely';
import type { ServiceDeps } from '@campus/kit';
import type { AreaSettingsTable } from './area-settings.table.js';
import type { MidtermCodeTable } from './midterm-code.table.js';
import type { MidtermEntryTable, MidtermTable } from './midterm.table.js';

export const GRADING_SCHEMA = 'grading';

export interface GradingDatabase {
  midterms: MidtermTable;
  midterm_entries: MidtermEntryTable;
  midterm_codes: MidtermCodeTable;
  area_settings: AreaSettingsTable;
}

export type GradingDb = Kysely<GradingDatabase>;

export function gradingDatabase(deps: ServiceDeps): GradingDb {
  return deps.database<GradingDatabase>(GRADING_SCHEMA);
}
