// Verifying the code and publishing, in one transaction that holds the midterm's code row: a wrong code counts
// (the fifth voids it), an expired, used or missing one is refused, a sheet saved after the code was sent voids it,
// and a right one makes every entry's published score its saved score, marks the midterm published (its version
// unchanged: the grades are the same) and uses the code up. The students are told afterwards by a job.
import type { GradingDb } from '../db/database.js';
import { notifyPublishedJob } from '../jobs/notify-published.js';
import { codeMatches } from './code-secret.js';
import { gradingError } from '../context.js';
import { CODE_POLICY } from './code-policy.js';
import type { Lecturer, PublishContext } from './publish-context.js';
import { sql } from 'kysely';

export interface Published {
  midtermId: string;
  /** Entries whose published score changed. */
  changed: number;
  /** Entries with a score, now what students see. */
  grades: number;
  publishedAt: Date;
}

type Outcome =
  | { kind: 'expired' }
  | { kind: 'locked' }
  | { kind: 'invalid'; attemptsLeft: number }
  | { kind: 'sheetChanged' }
  | { kind: 'nothing' }
  | ({ kind: 'published' } & Published);

async function verifyAndPublish(trx: GradingDb, context: PublishContext, lecturer: Lecturer, name: string, number: number, given: string): Promise<Outcome> {
  const midterm = await trx
    .selectFrom('midterms')
    .select(['id', 'version'])
    .where('section_id', '=', lecturer.section.sectionId)
    .where('number', '=', number)
    .forUpdate()
    .executeTakeFirst();
  if (!midterm) return { kind: 'expired' };
  const code = await trx.selectFrom('midterm_codes').selectAll().where('midterm_id', '=', midterm.id).forUpdate().executeTakeFirst();
  const now = context.now();
  if (!code || code.consumed_at || !code.code_hash) return { kind: 'expired' };
  if (code.failed_attempts >= CODE_POLICY.maxAttempts) return { kind: 'locked' };
  if (code.expires_at <= now) return { kind: 'expired' };
  if (!codeMatches(context.key, code.request_id, given, code.code_hash)) {
    const failed = code.failed_attempts + 1;
    await trx.updateTable('midterm_codes').set({ failed_attempts: failed }).where('midterm_id', '=', midterm.id).execute();
    if (failed < CODE_POLICY.maxAttempts) return { kind: 'invalid', attemptsLeft: CODE_POLICY.maxAttempts - failed };
    await trx.updateTable('midterms').set({ status: 'draft' }).where('id', '=', midterm.id).where('status', '=', 'awaiting_authorization').execute();
    return { kind: 'locked' };
  }
  const useUp = () => trx.updateTable('midterm_codes').set({ consumed_at: now }).where('midterm_id', '=', midterm.id).execute();
  if (midterm.version !== code.sheet_version) {
    await useUp();
    return { kind: 'sheetChanged' };
  }
  const changed = await trx
    .updateTable('midterm_entries')
    .set({ published_score: sql`score`, updated_at: now })
    .where('midterm_id', '=', midterm.id)
    .where(sql<boolean>`score is distinct from published_score`)
    .executeTakeFirst();
  const changedRows = Number(changed.numUpdatedRows);
  if (changedRows === 0) return { kind: 'nothing' };
  const { grades } = await trx
    .selectFrom('midterm_entries')
    .select(sql<number>`count(score)::int`.as('grades'))
    .where('midterm_id', '=', midterm.id)
    .executeTakeFirstOrThrow();
  await trx.updateTable('midterms').set({ status: 'published', published_at: now, published_by: name }).where('id', '=', midterm.id).execute();
  await useUp();
  return { kind: 'published', midtermId: midterm.id, changed: changedRows, grades, publishedAt: now };
}

export async function publishMidterm(context: PublishContext, lecturer: Lecturer, number: number, code: string): Promise<Published> {
  // The transaction commits what it decided (a counted wrong try too); the refusal is answered after it.
  const name = await context.displayName(lecturer.userId);
  const { db, deps } = context.grading;
  const outcome = await db.transaction().execute((trx) => verifyAndPublish(trx, context, lecturer, name, number, code));
  switch (outcome.kind) {
    case 'expired':
      throw gradingError('CODE_EXPIRED', 410);
    case 'locked':
      throw gradingError('CODE_LOCKED', 423, { attemptsLeft: 0 });
    case 'invalid':
      throw gradingError('CODE_INVALID', 400, { attemptsLeft: outcome.attemptsLeft });
    case 'sheetChanged':
      throw gradingError('SHEET_CHANGED_SINCE_CODE', 409);
    case 'nothing':
      throw gradingError('NOTHING_TO_PUBLISH', 409);
  }
  const { kind: _published, ...published } = outcome;
  const { section } = lecturer;
  // Keyed by the publish: a second enqueue of it (or a retried job) tells each student once. The grades are
  // published whatever happens here: a 500 would invite the lecturer to publish again.
  await deps.jobs
    .enqueue(
      notifyPublishedJob,
      { v: 1, midtermId: published.midtermId, sectionId: section.sectionId, midtermNumber: number, courseCode: section.courseCode, courseName: section.courseName, publishedAt: published.publishedAt.toISOString() },
      { jobId: `${published.midtermId}-${published.publishedAt.getTime()}` },
    )
    .catch((error: unknown) => deps.log.error({ err: error, midtermId: published.midtermId }, 'published midterm grades, but the students could not be queued a notice'));
  return published;
}
