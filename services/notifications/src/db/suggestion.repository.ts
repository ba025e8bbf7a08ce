// Suggestions sent through the contact / suggest-a-feature form.
import type { Suggestion } from '@campus/contracts';
import type { NotificationsDb } from './database.js';
import type { SuggestionRow, SuggestionTable } from './tables.js';
import type { Insertable } from 'kysely';

export function toSuggestion(row: SuggestionRow): Suggestion {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    category: row.category,
    type: row.type,
    description: row.description,
    benefit: row.benefit,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function insertSuggestion(db: NotificationsDb, values: Insertable<SuggestionTable>): Promise<SuggestionRow> {
  return db.insertInto('suggestions').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function listSuggestions(db: NotificationsDb, page: number, pageSize: number): Promise<{ rows: SuggestionRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('suggestions').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    db.selectFrom('suggestions').select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
