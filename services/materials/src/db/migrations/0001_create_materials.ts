// Materials: every field of the design, with the vocabularies as checks, indexes for the list filters (course,
// section, author, homework due dates) and a full-text column for search. The search uses the 'simple' configuration
// (lower-cased words, no stemming) because Postgres has no Armenian stemmer and one material mixes Armenian, English
// and Russian; words match by prefix (to_tsquery 'word:*'), which covers most inflected endings people type.
import { sql, type Kysely } from 'kysely';

const STATEMENTS = [
  sql`create table materials.materials (
    id integer generated always as identity primary key,
    name text not null check (name <> '' and length(name) <= 255),
    description text not null check (length(description) <= 5000),
    type text not null check (type in ('pdf', 'video', 'audio', 'interactive', 'link')),
    course_id uuid not null,
    section_id uuid,
    week_segment text not null default 'general' check (week_segment in ('general', 'weeks-1-7', 'weeks-8-14', 'weeks-15-21')),
    link text check (length(link) <= 2048),
    storage_key text unique,
    file_name text,
    file_size bigint check (file_size >= 0),
    mime_type text,
    embed_code text,
    upload_mode text not null check (upload_mode in ('file', 'link', 'embed')),
    semester_id uuid,
    metadata jsonb not null default '{}' check (jsonb_typeof(metadata) = 'object'),
    category_key text check (category_key in ('lecture', 'seminar', 'lab', 'reading', 'homework', 'exam')),
    access_level text not null default 'section' check (access_level in ('course', 'section', 'staff')),
    allow_download boolean not null default true,
    due_at timestamptz,
    created_by uuid not null,
    author_name text not null default '',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    search tsvector generated always as (to_tsvector('simple', name || ' ' || description)) stored,
    check ((category_key = 'homework') = (due_at is not null))
  )`,
  sql`create index materials_course_idx on materials.materials (course_id, created_at desc, id desc)`,
  sql`create index materials_section_idx on materials.materials (section_id, category_key, week_segment) where section_id is not null`,
  sql`create index materials_created_by_idx on materials.materials (created_by, created_at desc, id desc)`,
  sql`create index materials_due_idx on materials.materials (due_at) where category_key = 'homework'`,
  sql`create index materials_search_idx on materials.materials using gin (search)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table materials.materials`.execute(db);
}
