// A typed score: empty (a cleared input), a number within the sheet's bounds and on its step, or not a score.
import type { GradingBounds, MidtermEntry, MidtermSheet } from '@campus/contracts/grading';

export type ParsedScore = { valid: true; score: number | null } | { valid: false };

/** '17,5' and '17.5' are the same score (Armenian and Russian write a decimal comma). */
export function parseScore(text: string, bounds: GradingBounds): ParsedScore {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { valid: true, score: null };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { valid: false };
  const score = Number(trimmed);
  const steps = score / bounds.step;
  if (score < bounds.min || score > bounds.max || Math.abs(steps - Math.round(steps)) > 1e-9) return { valid: false };
  return { valid: true, score };
}

/** How a saved score reads in an input: '17.5', or '' for none. */
export const scoreText = (score: number | null) => (score === null ? '' : String(score));

/** Seconds as m:ss, or h:mm:ss from an hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** An average to one decimal, or a dash. */
export const formatAverage = (average: number | null) => (average === null ? '—' : (Math.round(average * 10) / 10).toString());

export interface RowState {
  entry: MidtermEntry;
  text: string;
  /** The input differs from the saved score (a text that is not a score counts as a change). */
  changed: boolean;
  invalid: boolean;
}

/** Each row's input text (the edit, or the saved score), whether it is unsaved and whether it is a valid score. */
export function rowStates(sheet: Pick<MidtermSheet, 'entries' | 'bounds'>, edits: Record<string, string>): RowState[] {
  return sheet.entries.map((entry) => {
    const text = edits[entry.studentId] ?? scoreText(entry.score);
    const parsed = parseScore(text, sheet.bounds);
    return { entry, text, invalid: !parsed.valid, changed: !parsed.valid || parsed.score !== entry.score };
  });
}
