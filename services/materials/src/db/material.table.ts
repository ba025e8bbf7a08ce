// One material: a course's (section_id null) or a teaching assignment's (section_id = the section). Its file is
// stored under storage_key (generated, never shown); search is a generated tsvector of name and description.
import type { ColumnType, Generated } from 'kysely';
import type { AccessLevel, CategoryKey, MaterialType, UploadMode, WeekSegment } from '@campus/contracts/materials';

export interface MaterialTable {
  id: Generated<number>;
  name: string;
  description: string;
  type: MaterialType;
  course_id: string;
  section_id: string | null;
  week_segment: Generated<WeekSegment>;
  link: string | null;
  storage_key: string | null;
  file_name: string | null;
  /** bigint: pg answers a string. */
  file_size: ColumnType<string | number | null, number | null, number | null>;
  mime_type: string | null;
  embed_code: string | null;
  upload_mode: UploadMode;
  semester_id: string | null;
  metadata: ColumnType<Record<string, unknown>, string, string>;
  category_key: CategoryKey | null;
  access_level: Generated<AccessLevel>;
  allow_download: Generated<boolean>;
  due_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  created_by: string;
  author_name: string;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date | string>;
  search: ColumnType<string, never, never>;
  /** The test-data generator's run that made it (null for a person's material), its slot, and the section key it was made from. */
  generation_run_id: Generated<string | null>;
  generation_slot: Generated<string | null>;
  generation_section_key: Generated<string | null>;
}
