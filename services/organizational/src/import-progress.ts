// The live side of a bulk import: every instance hears the job's progress on one event channel (Redis pub/sub, or
// in-process) and writes it to its own open streams of that import as server-sent events.
import type { ServerResponse } from 'node:http';
import { IMPORT_STREAM_EVENTS, type ImportProgressEvent } from '@campus/contracts/organizational';
import type { ServiceDeps } from '@campus/kit';
import { IMPORT_PROGRESS_CHANNEL } from './jobs/import.js';

type Listener = (progress: ImportProgressEvent) => void;

/** A stream that wrote nothing for this long gets a comment line, so proxies keep it open. */
const HEARTBEAT_MS = 15_000;

export class ImportProgressStreams {
  private readonly listeners = new Map<string, Set<Listener>>();
  private unsubscribe?: () => Promise<void>;

  constructor(private readonly deps: ServiceDeps) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.deps.events.subscribe(IMPORT_PROGRESS_CHANNEL, (message) => {
      const progress = message as ImportProgressEvent;
      for (const listener of this.listeners.get(progress.importId) ?? []) listener(progress);
    });
  }

  async close(): Promise<void> {
    for (const set of this.listeners.values()) for (const listener of set) listener({ importId: '', status: 'failed', total: 0, succeeded: 0, failed: 0, rows: [] });
    this.listeners.clear();
    await this.unsubscribe?.();
  }

  /**
   * Streams one import to a response: `snapshot` (read after listening, so nothing published meanwhile is lost;
   * what arrives before it is written after it) as the first 'progress' event, then each published one, then
   * 'done' when the import has finished, which ends the stream.
   */
  async stream(importId: string, response: ServerResponse, snapshot: () => Promise<ImportProgressEvent>): Promise<void> {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    let waiting: ImportProgressEvent[] | undefined = [];
    const write = (progress: ImportProgressEvent) => {
      if (response.writableEnded) return;
      if (!progress.importId) return void response.end();
      response.write(`event: ${IMPORT_STREAM_EVENTS.progress}\ndata: ${JSON.stringify(progress)}\n\n`);
      if (progress.status === 'done' || progress.status === 'failed') {
        response.write(`event: ${IMPORT_STREAM_EVENTS.done}\ndata: ${JSON.stringify({ status: progress.status, succeeded: progress.succeeded, failed: progress.failed })}\n\n`);
        response.end();
      }
    };
    const listener: Listener = (progress) => (waiting ? waiting.push(progress) : write(progress));
    const set = this.listeners.get(importId) ?? new Set();
    set.add(listener);
    this.listeners.set(importId, set);
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS);
    response.once('close', () => {
      clearInterval(heartbeat);
      set.delete(listener);
      if (!set.size) this.listeners.delete(importId);
    });
    response.write('retry: 3000\n\n');
    try {
      write(await snapshot());
    } catch (error) {
      this.deps.log.error({ err: error, importId }, 'import stream failed to start');
      response.end();
      return;
    }
    const early = waiting;
    waiting = undefined;
    for (const progress of early) write(progress);
  }
}
