// The surveys schema as Kysely sees it.
import type { Kysely } from 'kysely';
import type { ServiceDeps } from '@campus/kit';
import type { AnswerTable, AudienceMemberTable, DraftTable, ResponseTable } from './answering.table.js';
import type { SurveyTable } from './survey.table.js';

export const SURVEYS_SCHEMA = 'surveys';

export interface SurveysDatabase {
  surveys: SurveyTable;
  audience_members: AudienceMemberTable;
  drafts: DraftTable;
  responses: ResponseTable;
  answers: AnswerTable;
}

export type SurveysDb = Kysely<SurveysDatabase>;

export function surveysDatabase(deps: ServiceDeps): SurveysDb {
  return deps.database<SurveysDatabase>(SURVEYS_SCHEMA);
}
