// Who may answer, drafts, who has answered and what was answered (see migration 0001 for why they are apart).
import type { ColumnType, Selectable } from 'kysely';
import type { Answer } from '@campus/contracts/surveys';

export interface AudienceMemberTable {
  survey_id: string;
  user_id: string;
}

export interface DraftTable {
  survey_id: string;
  user_id: string;
  answers: ColumnType<Answer[], string, string>;
  saved_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Who has submitted: the day only, never the time. */
export interface ResponseTable {
  survey_id: string;
  user_id: string;
  /** pg answers a date as a Date at midnight (local); we compare days only. */
  submitted_on: ColumnType<Date | string, string | undefined, never>;
}

/**
 * One answered question. Anonymous surveys: `user_id` is always null and nothing else names the person, the time
 * or the submission. Named surveys: `user_id` is the person.
 */
export interface AnswerTable {
  survey_id: string;
  question_id: string;
  choice: string | null;
  choices: string[] | null;
  value: number | null;
  text: string | null;
  user_id: string | null;
}

export type AnswerRow = Selectable<AnswerTable>;
