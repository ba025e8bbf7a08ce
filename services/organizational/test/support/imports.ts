// Helpers of the bulk import tests: a student CSV, the import's answer polled until it ends, its live events read
// over HTTP as a browser's EventSource would.
import { randomBytes } from 'node:crypto';
import type { Caller } from './app.js';

const HEADER = 'Student ID,First name,Last name,Email,Date of birth,Gender,Nationality,Admission year,Department,Program,Academic level,Emergency contact,Address';

export interface CsvRow {
  studentId: string;
  email: string;
  program?: string;
  department?: string;
}

/** `count` valid rows (or those given) in program CS-BSC of department CS unless a row says otherwise. */
export function studentCsv(rows: number | CsvRow[], tag = randomBytes(3).toString('hex')): { csv: string; rows: CsvRow[] } {
  const list: CsvRow[] = typeof rows === 'number' ? Array.from({ length: rows }, (_, index) => ({ studentId: `IMP-${tag}-${index}`, email: `imp.${tag}.${index}@campus.test` })) : rows;
  const lines = list.map((row, index) =>
    [row.studentId, 'Ani', `Import${index}`, row.email, '2004-05-06', 'female', 'Armenian', 2024, row.department ?? 'CS', row.program ?? 'CS-BSC', 'undergraduate', '+374 10 000000', '"1 Main St, Yerevan"'].join(','),
  );
  return { csv: [HEADER, ...lines].join('\n'), rows: list };
}

/** A 12-character temporary password per data row (row 2 onwards), as the page previews them. */
export function passwordsFor(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [String(index + 2), `Tmp${randomBytes(6).toString('hex').slice(0, 8)}!`]));
}

export interface ImportDetail {
  data: { id: string; status: string; total: number; succeeded: number; failed: number };
  rows: { row: number; status: string; label: string; error: string | null; note: string | null; code: string | null; params: Record<string, string | number> | null; recordId: string | null }[];
}

/** Reads the import until it has ended (the test's own timeout is the limit). */
export async function importEnded(as: Caller, id: string): Promise<ImportDetail> {
  for (;;) {
    const response = await as('GET', `/api/organizational/imports/${id}`);
    if (response.statusCode !== 200) throw new Error(`GET import: ${response.statusCode} ${response.body}`);
    const detail = response.json() as ImportDetail;
    if (detail.data.status === 'done' || detail.data.status === 'failed') return detail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Reads the import until `done` rows have finished. */
export async function rowsFinished(as: Caller, id: string, done: number): Promise<ImportDetail> {
  for (;;) {
    const detail = (await as('GET', `/api/organizational/imports/${id}`)).json() as ImportDetail;
    if (detail.data.succeeded + detail.data.failed >= done) return detail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface ProgressEvent {
  status: string;
  total: number;
  succeeded: number;
  failed: number;
  rows: { row: number; status: string; error: string | null }[];
}

/** Every server-sent event of an import's stream until the server ends it. */
export async function importEvents(baseUrl: string, access: string, id: string): Promise<{ status: number; events: { event: string; data: unknown }[] }> {
  const response = await fetch(`${baseUrl}/api/organizational/imports/${id}/events`, { headers: { cookie: `access_token=${access}`, accept: 'text/event-stream' } });
  const events: { event: string; data: unknown }[] = [];
  if (!response.body || response.status !== 200) return { status: response.status, events };
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = block.split('\n').find((line) => line.startsWith('event:'))?.slice(6).trim();
      const data = block.split('\n').find((line) => line.startsWith('data:'))?.slice(5);
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
  return { status: response.status, events };
}
