// The job "organizational.import": runs a stored bulk import's rows in file order, each pending → creating → success
// or error with the reason, counting both on the import and publishing progress for the page.
//
// It resumes: the rows are the state, so a run that died (worker killed, Redis lost the queue) is continued by the
// next one from the first unfinished row. A row left in 'creating' is reconciled: its student exists → success,
// otherwise it is created again (auth links the account the dead run made). Nothing is made twice: accounts are
// unique by email in auth, students by email here, and a row is finished (and counted) only once. When every
// attempt fails, the import is failed with the last error, and importing the same CSV again finishes it.
//
// Speed: argon2 is the cost (one hash per temporary password). Rows are recorded one at a time in order, but the
// accounts of the next window are being made in auth, hashing concurrently on its thread pool, while this window's
// students (or lecturers) are recorded — so the import takes about as long as hashing its passwords does.
import { defineJob, isUniqueViolation, type ServiceDeps } from '@campus/kit';
import { hasRole, INTERNAL_BATCH_MAX_USERS, type InternalBatchUsersResponse, type InternalUsersResponse } from '@campus/contracts';
import { outcome } from '@campus/contracts/imports';
import { Type } from 'typebox';
import type { OrgDb } from '../db/database.js';
import {
  finishImport,
  finishRow,
  markCreating,
  outcomeFields,
  staleImports,
  startImportRun,
  unfinishedRows,
  type ImportRow,
  type ImportRowRecord,
  type ImportRowView,
  type RowOutcome,
} from '../db/import.repository.js';
import { deansOfficeFacultyIds } from '../db/placement.repository.js';
import { programFaculties } from '../db/program.repository.js';
import { insertStudent, studentIdsOfOthers, studentsByEmails } from '../db/student.repository.js';
import { studentColumns, type ImportedStudent } from '../import-rows.js';
import { createImportedRow, foundMade, LECTURER_ROWS, NOT_ADMIN, ONE_BY_ONE, recordedWith, type AccountRows, type RowAccount } from '../importers.js';

export const importJob = defineJob('organizational.import', Type.Object({ v: Type.Literal(1), importId: Type.String({ format: 'uuid' }) }, { additionalProperties: false }));

/** Where progress is published: `{ importId, status, total, succeeded, failed, rows }` with the rows that changed. */
export const IMPORT_PROGRESS_CHANNEL = 'organizational.import-progress';

export interface ImportProgress {
  importId: string;
  status: ImportRow['status'];
  total: number;
  succeeded: number;
  failed: number;
  rows: Pick<ImportRowView, 'row' | 'status' | 'error' | 'note' | 'code' | 'params'>[];
}

/** A row refused for what it names (`value`: the email, program or student ID). */
const refused = (code: 'STUDENT_EMAIL_TAKEN' | 'PROGRAM_GONE' | 'OUT_OF_SCOPE' | 'STUDENT_ID_TAKEN' | 'ACCOUNT_HAS_OTHER_ROLE', value: string): RowOutcome => ({ status: 'error', message: outcome(code, { value }) });

const STUDENT_EXISTS = outcome('STUDENT_EXISTS');

/** Rows whose accounts are made in one call to auth (its pool hashes them concurrently). */
const WINDOW = Math.min(50, INTERNAL_BATCH_MAX_USERS);
/** Windows being prepared at once: enough to keep auth's hashing pool busy while rows are recorded. */
const WINDOWS_AHEAD = 3;
/** Progress is published at most this often (and when the import ends): the page redraws, Redis is spared. */
const PUBLISH_EVERY_MS = 250;
/** An unfinished import whose heartbeat is older than this has no run: it is queued again. */
export const STALE_SECONDS = 60;

/** Queues the run of an import; the id makes a second queueing of the same state a no-op. */
export async function queueImport(deps: ServiceDeps, importId: string, attempt = ''): Promise<void> {
  await deps.jobs.enqueue(importJob, { v: 1, importId }, { jobId: attempt ? `${importId}_${attempt}` : importId });
}

/**
 * Queues again an import left unfinished without a run (its queue entry lost with Redis, a last attempt that could
 * not mark it failed, or a failed enqueue after it was stored). A run still going beats its heartbeat long before it counts as stale. The
 * id names the stale state: the first one may sit in BullMQ's failed set, where it would be ignored, and sweeps of
 * the same state (several workers, a page reading it) queue it once.
 */
export async function requeueIfStale(deps: ServiceDeps, row: Pick<ImportRow, 'id' | 'status' | 'heartbeat_at' | 'created_at'>): Promise<void> {
  if (row.status !== 'queued' && row.status !== 'running') return;
  const last = (row.heartbeat_at ?? row.created_at).getTime();
  if (Date.now() - last < STALE_SECONDS * 1000) return;
  await queueImport(deps, row.id, String(last)).catch((error: unknown) => deps.log.error({ err: error, importId: row.id }, 'a stale import could not be queued again'));
}

/** Every stale unfinished import queued again (a worker starting). */
export async function requeueStaleImports(deps: ServiceDeps, db: OrgDb): Promise<void> {
  for (const row of await staleImports(db, STALE_SECONDS)) await requeueIfStale(deps, row);
}

/** Publishes progress in batches; a lost publish (Redis away) costs the page a live update, never the import. */
class ProgressPublisher {
  private rows = new Map<number, ImportProgress['rows'][number]>();
  private lastSent = 0;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly progress: Omit<ImportProgress, 'rows'>,
  ) {}

  row(row: number, status: ImportRowView['status'], outcome: Partial<RowOutcome> = {}): void {
    this.rows.set(row, { row, status, ...outcomeFields({ ...outcome, status }) });
    if (status === 'success') this.progress.succeeded += 1;
    if (status === 'error') this.progress.failed += 1;
    if (Date.now() - this.lastSent >= PUBLISH_EVERY_MS) this.flush();
  }

  end(status: ImportRow['status'], counts: { succeeded: number; failed: number }): void {
    Object.assign(this.progress, { status, ...counts });
    this.flush();
  }

  private flush(): void {
    this.lastSent = Date.now();
    const message: ImportProgress = { ...this.progress, rows: [...this.rows.values()] };
    this.rows = new Map();
    this.deps.events.publish(IMPORT_PROGRESS_CHANNEL, message).catch((error: unknown) => this.deps.log.warn({ err: error, importId: message.importId }, 'import progress not published'));
  }
}

type AccountResult = InternalBatchUsersResponse['results'][number];

/** A window of rows: those already decided (errors, existing students) and the accounts being made for the rest. */
interface Window {
  rows: ImportRowRecord[];
  decided: Map<number, RowOutcome>;
  accounts: Promise<Map<number, AccountResult>>;
}

export function handleImport(deps: ServiceDeps, db: OrgDb): void {
  deps.jobs.define(importJob, async ({ importId }, attempt) => {
    try {
      await runImport(deps, db, importId);
    } catch (error) {
      // Nothing runs it after the last attempt: left 'running', the page would wait for ever.
      if (attempt.last) await stopImport(deps, db, importId, attempt.number, error);
      throw error;
    }
  });
}

/** The import failed with a reason its page shows (the rows keep what was done), and the page hears that it ended. */
async function stopImport(deps: ServiceDeps, db: OrgDb, importId: string, attempts: number, error: unknown): Promise<void> {
  const cause = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  const reason = `All ${attempts} attempts to run it failed, the last with: ${cause}. Import the same CSV again to finish the rows left: nothing done is made twice.`;
  try {
    const counts = await finishImport(db, importId, 'failed', reason);
    if (counts) new ProgressPublisher(deps, { importId, status: 'failed', ...counts }).end('failed', counts);
  } catch (failure) {
    // Still 'running', it is queued again once its heartbeat is stale (requeueIfStale).
    deps.log.error({ err: failure, importId }, 'a failed import could not be marked failed');
  }
}

async function runImport(deps: ServiceDeps, db: OrgDb, importId: string): Promise<void> {
  const started = await startImportRun(db, importId);
  if (!started) return;
  const publisher = new ProgressPublisher(deps, { importId, status: 'running', total: started.total, succeeded: started.succeeded, failed: started.failed });
  const facultyIds = await currentFaculties(deps, db, started);
  if (started.entity === 'students') await runAccountRows(deps, db, started, facultyIds, publisher, STUDENT_ROWS);
  else if (started.entity === 'lecturers') await runAccountRows(deps, db, started, facultyIds, publisher, LECTURER_ROWS);
  else await runEntityRows(deps, db, started, facultyIds, publisher);
  await finishImport(db, importId, 'done');
  const finished = await db.selectFrom('imports').select(['succeeded', 'failed']).where('id', '=', importId).executeTakeFirstOrThrow();
  publisher.end('done', finished);
}

/**
 * Subjects and groups (importers.ts): one row at a time in order, each checked for its record first, so a resumed
 * run finds what the last one made. Only an administrator still may: anyone else gets an error per row.
 */
async function runEntityRows(deps: ServiceDeps, db: OrgDb, run: ImportRow, facultyIds: string[] | undefined, publisher: ProgressPublisher): Promise<void> {
  const importer = ONE_BY_ONE[run.entity as keyof typeof ONE_BY_ONE];
  for (let rows = await unfinishedRows(db, run.id, 0, WINDOW); rows.length; rows = await unfinishedRows(db, run.id, rows.at(-1)!.row_number, WINDOW)) {
    for (const row of rows) {
      await markCreating(db, run.id, [row.row_number]);
      publisher.row(row.row_number, 'creating');
      const outcome: RowOutcome = facultyIds ? NOT_ADMIN : await createImportedRow(deps, db, importer, row);
      await finishRow(db, run.id, row.row_number, outcome);
      publisher.row(row.row_number, outcome.status, outcome);
    }
  }
}

/** Students and lecturers: windows of accounts made in auth ahead of the rows recorded in order (see the top of this file). */
async function runAccountRows(deps: ServiceDeps, db: OrgDb, started: ImportRow, facultyIds: string[] | undefined, publisher: ProgressPublisher, kind: AccountRows): Promise<void> {
  // Windows are prepared (checked, marked creating, their accounts asked of auth) WINDOWS_AHEAD deep, so auth's
  // pool always has hashes queued while this loop records rows in order.
  const prepare = (after: Promise<Window | undefined>) => {
    const next = after.then((previous) => (previous && previous.rows.length === WINDOW ? prepareWindow(deps, db, started, facultyIds, kind, previous.rows.at(-1)!.row_number) : undefined));
    next.catch(() => undefined);
    return next;
  };
  const ahead = [prepareWindow(deps, db, started, facultyIds, kind, 0)];
  while (ahead.length < WINDOWS_AHEAD) ahead.push(prepare(ahead.at(-1)!));
  for (let window = await ahead.shift(); window; window = await ahead.shift()) {
    ahead.push(prepare(ahead.at(-1)!));
    for (const row of window.rows) if (!window.decided.has(row.row_number)) publisher.row(row.row_number, 'creating');
    const accounts = await window.accounts;
    for (const row of window.rows) {
      const outcome = window.decided.get(row.row_number) ?? (await recordRow(db, kind, row, accounts.get(row.row_number)!));
      await finishRow(db, started.id, row.row_number, outcome);
      publisher.row(row.row_number, outcome.status, outcome);
    }
  }
}

/**
 * The faculties the importer may still import into, checked again at run time: undefined = all (an administrator).
 * Someone who lost the dean's office role or left the faculty since gets an error on every row left.
 */
async function currentFaculties(deps: ServiceDeps, db: OrgDb, run: ImportRow): Promise<string[] | undefined> {
  const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { ids: [run.created_by] } });
  const creator = users[0];
  if (!creator?.isActive) return [];
  if (run.creator_is_admin && hasRole(creator, 'admin')) return undefined;
  if (!hasRole(creator, 'deans_office')) return [];
  const now = await deansOfficeFacultyIds(db, run.created_by);
  return run.faculty_ids.filter((id) => now.includes(id));
}

async function prepareWindow(deps: ServiceDeps, db: OrgDb, run: ImportRow, facultyIds: string[] | undefined, kind: AccountRows, afterRow: number): Promise<Window | undefined> {
  const rows = await unfinishedRows(db, run.id, afterRow, WINDOW);
  if (!rows.length) return undefined;
  const decided = await kind.decide(deps, db, run, facultyIds, rows);
  const toCreate = rows.filter((row) => !decided.has(row.row_number));
  await markCreating(
    db,
    run.id,
    toCreate.map((row) => row.row_number),
  );
  const accounts = createAccounts(deps, kind.role, toCreate);
  // Awaited in its turn; until then a failure must not count as unhandled.
  accounts.catch(() => undefined);
  return { rows, decided, accounts };
}

/** What is known about a student's row before its account is made: an error, or a student that exists already. */
async function decideStudents(deps: ServiceDeps, db: OrgDb, run: ImportRow, facultyIds: string[] | undefined, rows: ImportRowRecord[]): Promise<Map<number, RowOutcome>> {
  const decided = new Map<number, RowOutcome>();
  const values = (row: ImportRowRecord) => row.fields as unknown as ImportedStudent;
  const faculties = await programFaculties(db, rows.map((row) => row.program_id).filter((id): id is string => Boolean(id)));
  const existing = new Map((await studentsByEmails(db, rows.map((row) => row.email))).map((student) => [student.email, student]));
  const takenIds = await studentIdsOfOthers(db, rows.map((row) => ({ studentId: values(row).studentId, email: row.email })));
  const inScope = (facultyId: string | null | undefined) => !facultyIds || (facultyId != null && facultyIds.includes(facultyId));
  for (const row of rows) {
    const student = existing.get(row.email);
    const facultyId = row.program_id ? faculties.get(row.program_id) : undefined;
    if (student && inScope(student.faculty_id)) {
      // Re-running a CSV finishes what it had not done; a row whose student exists needs nothing.
      decided.set(row.row_number, foundMade(row, student.id, STUDENT_EXISTS));
    } else if (student) decided.set(row.row_number, refused('STUDENT_EMAIL_TAKEN', row.email));
    else if (!row.program_id || !facultyId) decided.set(row.row_number, refused('PROGRAM_GONE', values(row).program));
    else if (!inScope(facultyId)) decided.set(row.row_number, refused('OUT_OF_SCOPE', values(row).program));
    else if (takenIds.has(values(row).studentId)) decided.set(row.row_number, refused('STUDENT_ID_TAKEN', values(row).studentId));
  }
  if (facultyIds) await refuseOtherAccounts(deps, rows.filter((row) => !decided.has(row.row_number)), decided);
  return decided;
}

/** As for one student: only an administrator gives the student role to an account that exists for something else. */
async function refuseOtherAccounts(deps: ServiceDeps, rows: ImportRowRecord[], decided: Map<number, RowOutcome>): Promise<void> {
  if (!rows.length) return;
  const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails: rows.map((row) => row.email) } });
  const byEmail = new Map(users.map((user) => [user.email, user]));
  for (const row of rows) {
    const user = byEmail.get(row.email);
    if (user && !hasRole(user, 'student')) {
      decided.set(row.row_number, refused('ACCOUNT_HAS_OTHER_ROLE', row.email));
    }
  }
}

/** One call to auth for the window: each account made (or linked) with the row's temporary password. */
async function createAccounts(deps: ServiceDeps, role: AccountRows['role'], rows: ImportRowRecord[]): Promise<Map<number, AccountResult>> {
  if (!rows.length) return new Map();
  const users = rows.map((row) => {
    const values = row.fields as unknown as { firstName: string; lastName: string };
    return { email: row.email, firstName: values.firstName, lastName: values.lastName, role, ...(row.temporary_password ? { password: row.temporary_password } : {}) };
  });
  const { results } = await deps.services.request<InternalBatchUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/batch', body: { users }, timeoutMs: 120_000 });
  return new Map(rows.map((row, index) => [row.row_number, results[index]!]));
}

/** A row's record once auth answered for its account (which it may have refused). */
function recordRow(db: OrgDb, kind: AccountRows, row: ImportRowRecord, account: AccountResult): Promise<RowOutcome> | RowOutcome {
  if ('error' in account) return { status: 'error', message: outcome('ACCOUNT_REFUSED', { message: account.error }) };
  return kind.record(db, row, account);
}

/** The student of a row whose account is made: inserted, or found when a run before this one got that far. */
async function recordStudent(db: OrgDb, row: ImportRowRecord, account: RowAccount): Promise<RowOutcome> {
  const values = row.fields as unknown as ImportedStudent;
  try {
    return recordedWith(row, account, await insertStudent(db, studentColumns(values, account.user.id, row.program_id)));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [student] = await studentsByEmails(db, [row.email]);
    if (student) return { status: 'success', recordId: student.id };
    return refused('STUDENT_ID_TAKEN', values.studentId);
  }
}

const STUDENT_ROWS: AccountRows = { role: 'student', decide: decideStudents, record: recordStudent };
