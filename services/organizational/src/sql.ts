// Small SQL helpers: a WHERE built from optional conditions, a search by words, and database errors turned into
// answers.
import { sql, type RawBuilder } from 'kysely';
import { AppError, conflict, pgErrorCode } from '@campus/kit';
import { prefixPattern } from './lists.js';

/** `where a and b` from the defined conditions, or nothing. */
export function where(conditions: (RawBuilder<unknown> | undefined | false)[]): RawBuilder<unknown> {
  const present = conditions.filter((condition): condition is RawBuilder<unknown> => Boolean(condition));
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
}

/** Each of the first four words of `search` as a prefix of one of the columns (`columns` builds the OR). */
export function wordsCondition(search: string | undefined, columns: (pattern: string) => RawBuilder<unknown>): RawBuilder<unknown> | undefined {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 4);
  if (!words.length) return undefined;
  return sql`(${sql.join(words.map((word) => columns(prefixPattern(word)!)), sql` and `)})`;
}

interface PgError {
  constraint?: string;
}

/** 23505 (unique) → 409 with the message; 23503 (foreign key) → 400 naming the constraint; anything else unchanged. */
function constraintAnswer(error: unknown, message: string): unknown {
  const code = pgErrorCode(error);
  if (code === '23505') return conflict(message, 'DUPLICATE');
  if (code === '23503') return new AppError(400, 'INVALID_REFERENCE', `A referenced record does not exist (${(error as PgError).constraint ?? 'foreign key'})`);
  if (code === '23514') return new AppError(400, 'CHECK_FAILED', `A value is out of its allowed range (${(error as PgError).constraint ?? 'check'})`);
  return error;
}

/**
 * The one way a route turns a violated constraint into an answer: runs the write, answering a unique violation with
 * 409 and this message, and a foreign-key or check violation with 400.
 */
export async function unique<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw constraintAnswer(error, message);
  }
}
