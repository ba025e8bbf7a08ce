/** Every job gets this many attempts, with exponential backoff between them. */
export const JOB_ATTEMPTS = 3;

export interface JobRunnerOptions {
  /** First retry delay; doubles each attempt (default 1000). */
  backoffMs?: number;
  /** How long a finished job's id keeps blocking a duplicate (default one day). */
  keepCompletedSeconds?: number;
  /** Redis key prefix, so tests and deployments sharing one Redis stay apart (default "campus"). */
  prefix?: string;
}
