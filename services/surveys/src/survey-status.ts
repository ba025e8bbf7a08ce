// A scheduled survey opens and closes by the clock, not by a job: the stored status says what a manager decided
// (draft, scheduled, closed early, archived), the times say the rest. So a survey is never seen open after its
// closing time because a job was late, and a job that runs twice changes nothing.
import type { SurveyStatus } from '@campus/contracts/surveys';

export interface StatusFields {
  status: SurveyStatus;
  opens_at: Date | null;
  closes_at: Date | null;
}

export function effectiveStatus(row: StatusFields, now = new Date()): SurveyStatus {
  if (row.status !== 'scheduled' && row.status !== 'open') return row.status;
  if (!row.opens_at || !row.closes_at) return row.status;
  if (now < row.opens_at) return 'scheduled';
  return now < row.closes_at ? 'open' : 'closed';
}

export const isOpen = (row: StatusFields, now = new Date()): boolean => effectiveStatus(row, now) === 'open';
