// The schedule as a PDF file (organizational: GET /api/schedule/pdf), fetched as a blob and saved under the name the
// server gives it.
import { api, type Language } from '@campus/shared-ui';
import { SCHEDULE_PDF_PATH, schedulePdfFileName, type SchedulePdfRange } from '@campus/contracts/organizational';

export interface SchedulePdfRequest {
  range: SchedulePdfRange;
  /** A day of the week or month (YYYY-MM-DD). */
  from: string;
  /** A department's schedule instead of the person's own (its managers only). */
  departmentId?: string;
  language: Language;
}

export function schedulePdfUrl({ range, from, departmentId, language }: SchedulePdfRequest): string {
  const query = new URLSearchParams({ range, from, lang: language, ...(departmentId ? { departmentId } : {}) });
  return `${SCHEDULE_PDF_PATH}?${query}`;
}

const fileNameOf = (response: Response): string | undefined => /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];

/** Downloads the PDF; throws when the server refuses it. */
export async function downloadSchedulePdf(request: SchedulePdfRequest): Promise<void> {
  // Any answer but 401 means the session holds; the api client renews an expired one first.
  await api.get('/api/auth/me').catch(() => undefined);
  const response = await fetch(schedulePdfUrl(request), { credentials: 'include' });
  if (!response.ok) throw new Error(`schedule PDF: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response) ?? schedulePdfFileName(request.from, request.range);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
