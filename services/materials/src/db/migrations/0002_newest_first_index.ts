// Administrators' and quality assurance's lists read every material newest first: without this index that page was a
// sequential scan and a sort of the whole table (72 ms at 50,000 materials, infra/bench/materials).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index materials_newest_idx on materials.materials (created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index materials.materials_newest_idx`.execute(db);
}
