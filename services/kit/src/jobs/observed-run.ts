// What both job runners do around a job: the trace context travels in the job's data (beside, not inside, its
// payload), and each run is timed and counted by outcome.
import { jobDuration } from '../observability/metrics.js';
import { inConsumerSpan, inProducerSpan, TRACE_FIELD, type TraceCarrier } from '../observability/tracing.js';
import type { JobAttempt } from '../types.js';

/** Queues `payload` in a producer span, its data carrying the span's trace context when tracing is on. */
export function enqueueTraced<T>(queue: string, payload: unknown, enqueue: (data: unknown) => Promise<T>): Promise<T> {
  return inProducerSpan(queue, (carrier) => enqueue(carrier && payload && typeof payload === 'object' ? { ...payload, [TRACE_FIELD]: carrier } : payload));
}

/** The payload as queued (what its schema checks) and the trace context it came with, if any. */
export function splitTrace(data: unknown): { payload: unknown; carrier?: TraceCarrier } {
  if (!data || typeof data !== 'object' || !(TRACE_FIELD in data)) return { payload: data };
  const { [TRACE_FIELD]: carrier, ...payload } = data as Record<string, unknown>;
  return { payload, carrier: carrier as TraceCarrier };
}

/** Runs one attempt in a consumer span, recording its duration as completed, retrying or failed (`final` decides). */
export async function runObserved(queue: string, carrier: TraceCarrier | undefined, attempt: JobAttempt, run: () => Promise<void>, final: (error: unknown) => boolean): Promise<void> {
  const started = performance.now();
  try {
    await inConsumerSpan(queue, carrier, attempt.number, run);
    jobDuration.observe({ queue, outcome: 'completed' }, (performance.now() - started) / 1000);
  } catch (error) {
    jobDuration.observe({ queue, outcome: attempt.last || final(error) ? 'failed' : 'retrying' }, (performance.now() - started) / 1000);
    throw error;
  }
}
