// The test-data generator's materials (issue 15): each carries its run's id, so removing a run deletes exactly
// those. Materials are the course's, not a section's, and a course's sections arrive in several windows: the slot
// ('syllabus', 'slides-2', …) is unique per run and course, and the section key the row was made from lets a
// later window hand the authorship to the course's lowest section key, whatever order the windows came in.
// The unique index leads with the run's id, so it also serves removal.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table materials.materials
    add column generation_run_id uuid,
    add column generation_slot text,
    add column generation_section_key text,
    add constraint materials_generated_whole check ((generation_run_id is null) = (generation_slot is null) and (generation_run_id is null) = (generation_section_key is null))`.execute(db);
  await sql`create unique index materials_generated_idx on materials.materials (generation_run_id, course_id, generation_slot) where generation_run_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index materials.materials_generated_idx`.execute(db);
  await sql`alter table materials.materials drop constraint materials_generated_whole,
    drop column generation_run_id, drop column generation_slot, drop column generation_section_key`.execute(db);
}
