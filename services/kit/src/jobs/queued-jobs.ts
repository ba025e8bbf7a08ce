// Jobs kept in PostgreSQL (kit.queued_jobs) from their enqueue until they have run to their end, so that a Redis
// restarted empty (no persistence, a pod without a volume) loses none: the BullMQ workers sweep for kept jobs Redis
// no longer has and queue them again, with the same id and timestamp, hence the same run key (sendMailOnce still
// knows a mail it sent). A job being run is marked running (renewed while it runs), so a job Redis lost while a
// worker was running it is not queued again beside that run; if that worker dies, its mark runs out and the job is
// queued again. What a job does must therefore bear running again (resume, sendMailOnce), as it already must for a
// worker killed mid-job.
import { sql, type Kysely } from 'kysely';
import type { KitDatabase } from '../kit-schema.js';

export interface KeptJob {
  name: string;
  jobId: string;
  data: unknown;
  queuedMs: number;
  runAt: Date | null;
}

export class QueuedJobs {
  constructor(
    private readonly db: Kysely<KitDatabase>,
    private readonly prefix: string,
  ) {}

  /**
   * Keeps a job about to be queued; returns its timestamp (the earlier one when the same id is already kept) and its
   * delay from that timestamp (BullMQ counts a delay from the job's timestamp), so it runs `delayMs` from now.
   */
  async keep(name: string, jobId: string, data: unknown, delayMs = 0): Promise<{ timestamp: number; delay?: number }> {
    const now = Date.now();
    const runAt = delayMs > 0 ? new Date(now + delayMs) : null;
    const row = await this.db
      .insertInto('queued_jobs')
      .values({ prefix: this.prefix, name, job_id: jobId, data: JSON.stringify(data), queued_ms: String(now), run_at: runAt, running_until: null })
      // The same id kept already (queued twice): that one stays, with its timestamp, and the time asked last.
      .onConflict((conflict) => conflict.columns(['prefix', 'name', 'job_id']).doUpdateSet({ run_at: runAt }))
      .returning('queued_ms')
      .executeTakeFirstOrThrow();
    const timestamp = Number(row.queued_ms);
    return { timestamp, delay: runAt ? Math.max(0, runAt.getTime() - timestamp) : undefined };
  }

  /** Marks a kept job as being run until `untilMs` from now. */
  async running(name: string, jobId: string, untilMs: number): Promise<void> {
    await this.db.updateTable('queued_jobs').set({ running_until: sql<Date>`now() + ${`${untilMs} milliseconds`}::interval` }).where('prefix', '=', this.prefix).where('name', '=', name).where('job_id', '=', jobId).execute();
  }

  /** The job has run to its end (done, or failed for good): nothing to keep. */
  async forget(name: string, jobId: string): Promise<void> {
    await this.db.deleteFrom('queued_jobs').where('prefix', '=', this.prefix).where('name', '=', name).where('job_id', '=', jobId).execute();
  }

  /** Kept jobs of these names, kept for over `graceMs` and not being run: those a sweep checks against Redis. */
  async unfinished(names: string[], graceMs: number, limit = 500): Promise<KeptJob[]> {
    if (names.length === 0) return [];
    const rows = await this.db
      .selectFrom('queued_jobs')
      .select(['name', 'job_id', 'data', 'queued_ms', 'run_at'])
      .where('prefix', '=', this.prefix)
      .where('name', 'in', names)
      .where('created_at', '<', sql<Date>`now() - ${`${graceMs} milliseconds`}::interval`)
      .where((eb) => eb.or([eb('running_until', 'is', null), eb('running_until', '<', sql<Date>`now()`)]))
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ name: row.name, jobId: row.job_id, data: row.data, queuedMs: Number(row.queued_ms), runAt: row.run_at }));
  }
}
