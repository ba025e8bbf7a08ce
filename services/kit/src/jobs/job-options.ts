/** Every job gets this many attempts, with exponential backoff between them. */
export const JOB_ATTEMPTS = 3;

export interface JobRunnerOptions {
  /** First retry delay; doubles each attempt (default 1000). */
  backoffMs?: number;
  /** How long a finished job's id keeps blocking a duplicate (default one day). */
  keepCompletedSeconds?: number;
  /**
   * BullMQ: how long a running job's lock lasts without its worker renewing it, and how often workers look for jobs
   * whose lock ran out (a worker killed mid-job): such a job is taken up again within about twice this (default 30000).
   */
  lockMs?: number;
  /** Redis key prefix, so tests and deployments sharing one Redis stay apart (default "campus"). */
  prefix?: string;
}
