import type { Migration } from 'kysely';
import * as createOrganizationalTables from './0001_create_organizational_tables.js';
import * as dataVersion from './0002_data_version.js';
import * as facultyStaff from './0003_faculty_staff.js';
import * as imports from './0004_imports.js';
import * as importFields from './0005_import_fields.js';
import * as importRowCodes from './0006_import_row_codes.js';
import * as untrackImports from './0007_untrack_imports.js';
import * as academicCalendar from './0008_academic_calendar.js';
import * as calendarFeeds from './0009_calendar_feeds.js';
import * as generationRuns from './0010_generation_runs.js';

/** Every migration of the organizational schema, keyed by its sortable name. A new table calls organizational.track_changes (0002), unless no kept answer reads it (0007_untrack_imports). */
export const migrations: Record<string, Migration> = {
  '0001_create_organizational_tables': createOrganizationalTables,
  '0002_data_version': dataVersion,
  '0003_faculty_staff': facultyStaff,
  '0004_imports': imports,
  '0005_import_fields': importFields,
  '0006_import_row_codes': importRowCodes,
  '0007_untrack_imports': untrackImports,
  '0008_academic_calendar': academicCalendar,
  '0009_calendar_feeds': calendarFeeds,
  '0010_generation_runs': generationRuns,
};
