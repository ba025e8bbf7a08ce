// A job is a name and a versioned payload schema. Payloads outlive a deployment (a queue keeps them through
// restarts and upgrades), so each one names its version and is checked both when it is enqueued and before it
// runs: a payload no handler of this version understands fails at once, kept with the reason, never retried.
import type { Static, TObject } from 'typebox';
import { Value } from 'typebox/value';

export interface JobDefinition<S extends TObject = TObject> {
  /** "<service>.<job>", e.g. "notifications.email"; also the queue's name. */
  name: string;
  /** The payload's schema; its `v` property is a literal version number. */
  payload: S;
}

export type JobPayload<J extends JobDefinition> = Static<J['payload']>;

/** A job that failed its last attempt, kept for operators (BullMQ keeps them for a week, in-process until restart). */
export interface FailedJob {
  name: string;
  payload: unknown;
  reason: string;
  attempts: number;
  failedAt: Date;
}

/** Thrown for a payload that does not match its job's schema: retrying cannot help. */
export class InvalidJobPayload extends Error {
  override readonly name = 'InvalidJobPayload';
}

export function defineJob<S extends TObject>(name: string, payload: S): JobDefinition<S> {
  return { name, payload };
}

/** Throws InvalidJobPayload naming the job and the first mismatch. */
export function checkPayload(job: JobDefinition, payload: unknown): void {
  if (Value.Check(job.payload, payload)) return;
  const [first] = Value.Errors(job.payload, payload);
  const where = first?.instancePath || '(payload)';
  throw new InvalidJobPayload(`payload of "${job.name}" does not match its schema: ${where} ${first?.message ?? 'is not valid'}`);
}
