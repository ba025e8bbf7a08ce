// surveys.surveys (see migration 0001): a survey, template or course evaluation with its questions as jsonb.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DescribedAudiencePart } from '@campus/contracts/audience';
import type { EvaluationSubject, SurveyKind, SurveySection, SurveyStatus, SurveyText } from '@campus/contracts/surveys';

/** jsonb: pg answers the parsed value; we write JSON text (pg would send an array as a Postgres array). */
export type Json<T> = ColumnType<T, string, string>;
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SurveyTable {
  id: Generated<string>;
  kind: SurveyKind;
  /** Stored status; `scheduled` and `open` are told apart by the clock (see survey-status.ts). */
  status: ColumnType<SurveyStatus, SurveyStatus | undefined, SurveyStatus>;
  title: Json<SurveyText>;
  description: Json<SurveyText>;
  anonymous: boolean;
  sections: Json<SurveySection[]>;
  /** The parts as written, each with its label and size as organizational described it. */
  audience: NullableJson<DescribedAudiencePart[]>;
  opens_at: NullableTime;
  closes_at: NullableTime;
  template_id: string | null;
  /** Course evaluations: what the evaluation is about, copied when made; the ids below repeat it for queries. */
  evaluation: NullableJson<EvaluationSubject>;
  section_id: string | null;
  course_id: string | null;
  lecturer_user_id: string | null;
  department_id: string | null;
  faculty_id: string | null;
  academic_period_id: string | null;
  /** How many people the audience resolved to when scheduled (audience_members holds them). */
  audience_size: ColumnType<number, number | undefined, number>;
  opened_notified: ColumnType<boolean, boolean | undefined, boolean>;
  reminded: ColumnType<boolean, boolean | undefined, boolean>;
  /** Made by the test-data generator (removed with its data). */
  generated: ColumnType<boolean, boolean | undefined, boolean>;
  /** The generator's run that made it (migration 0002); null for everything else. */
  generation_run_id: ColumnType<string | null, string | null | undefined, never>;
  created_by: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Time;
  /** Optimistic concurrency: +1 at each change, schedule, close and archive. */
  version: ColumnType<number, number | undefined, number>;
}

export type SurveyRow = Selectable<SurveyTable>;
export type NewSurveyRow = Insertable<SurveyTable>;
export type SurveyUpdate = Updateable<SurveyTable>;
