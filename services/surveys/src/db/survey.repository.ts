// Every query of surveys.surveys and audience_members, and the figures a survey is answered with (responses counted
// from surveys.responses: who answered, never what).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Survey, SurveyListQuery, SurveySummary } from '@campus/contracts/surveys';
import { effectiveStatus } from '../survey-status.js';
import type { SurveysDatabase, SurveysDb } from './database.js';
import type { NewSurveyRow, SurveyRow, SurveyUpdate } from './survey.table.js';

type Db = Kysely<SurveysDatabase> | Transaction<SurveysDatabase>;

export const findSurvey = (db: Db, id: string): Promise<SurveyRow | undefined> => db.selectFrom('surveys').selectAll().where('id', '=', id).executeTakeFirst();

/** The row locked for a change in this transaction. */
export const lockSurvey = (trx: Transaction<SurveysDatabase>, id: string): Promise<SurveyRow | undefined> => trx.selectFrom('surveys').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** How many people submitted each survey. */
export async function responseCounts(db: Db, surveyIds: string[]): Promise<Map<string, number>> {
  if (!surveyIds.length) return new Map();
  const rows = await db.selectFrom('responses').select(['survey_id', (eb) => eb.fn.countAll<string>().as('count')]).where('survey_id', 'in', surveyIds).groupBy('survey_id').execute();
  return new Map(rows.map((row) => [row.survey_id, Number(row.count)]));
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function surveyOf(row: SurveyRow, responses: number, now = new Date()): Survey {
  return {
    id: row.id,
    kind: row.kind,
    status: effectiveStatus(row, now),
    title: row.title,
    description: row.description,
    anonymous: row.anonymous,
    sections: row.sections,
    audience: row.audience,
    opensAt: iso(row.opens_at),
    closesAt: iso(row.closes_at),
    evaluation: row.evaluation,
    templateId: row.template_id,
    responses,
    audienceSize: row.audience_size,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  };
}

export async function answeredSurvey(db: Db, row: SurveyRow): Promise<Survey> {
  return surveyOf(row, (await responseCounts(db, [row.id])).get(row.id) ?? 0);
}

const SORT_COLUMNS = { updatedAt: 'updated_at', opensAt: 'opens_at', closesAt: 'closes_at', title: sql`title->>'hy'` } as const;

/** /admin/surveys: by effective status (the clock decides scheduled, open and closed), kind and words of the title. */
export async function listSurveys(db: SurveysDb, query: SurveyListQuery, now = new Date()): Promise<{ data: SurveySummary[]; total: number }> {
  let base = db.selectFrom('surveys');
  base = query.kind ? base.where('kind', '=', query.kind) : base.where('kind', '<>', 'template');
  const live = ['scheduled', 'open'] as const;
  switch (query.status) {
    case undefined: base = base.where('status', '<>', 'archived'); break;
    case 'scheduled': base = base.where('status', 'in', live).where('opens_at', '>', now); break;
    case 'open': base = base.where('status', 'in', live).where('opens_at', '<=', now).where('closes_at', '>', now); break;
    case 'closed': base = base.where((eb) => eb.or([eb('status', '=', 'closed'), eb.and([eb('status', 'in', live), eb('closes_at', '<=', now)])])); break;
    default: base = base.where('status', '=', query.status);
  }
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where((eb) => eb.or(['hy', 'en', 'ru'].map((language) => eb(sql<string>`title->>${language}`, 'ilike', pattern))));
  }
  const sort = query.sort ?? '-updatedAt';
  const descending = sort.startsWith('-') !== (query.order === 'desc');
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const pageSize = query.pageSize ?? 20;
  const page = query.page ?? 1;
  const [rows, counted] = await Promise.all([
    base.selectAll().orderBy(column as never, (order) => (descending ? order.desc() : order.asc()).nullsLast()).orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const counts = await responseCounts(db, rows.map((row) => row.id));
  const data = rows.map((row) => {
    const { id, kind, status, title, anonymous, opensAt, closesAt, evaluation, responses, audienceSize, updatedAt } = surveyOf(row, counts.get(row.id) ?? 0, now);
    return { id, kind, status, title, anonymous, opensAt, closesAt, evaluation, responses, audienceSize, updatedAt };
  });
  return { data, total: Number(counted.total) };
}

export const insertSurvey = (db: Db, values: NewSurveyRow): Promise<SurveyRow> => db.insertInto('surveys').values(values).returningAll().executeTakeFirstOrThrow();

/** A change that raises the version; the caller has checked the version it was given against the locked row. */
export const updateSurvey = (db: Db, id: string, changes: SurveyUpdate): Promise<SurveyRow> =>
  db.updateTable('surveys').set({ ...changes, updated_at: new Date(), version: sql<number>`version + 1` }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

export const deleteSurvey = (db: Db, id: string) => db.deleteFrom('surveys').where('id', '=', id).execute();

/** Rows per insert statement (Postgres takes at most 65,535 parameters in one). */
const CHUNK = 5000;

/** Who may answer: the audience as resolved now (replacing any earlier resolution). */
export async function replaceMembers(trx: Transaction<SurveysDatabase>, surveyId: string, userIds: string[]): Promise<void> {
  await trx.deleteFrom('audience_members').where('survey_id', '=', surveyId).execute();
  for (let start = 0; start < userIds.length; start += CHUNK) {
    await trx.insertInto('audience_members').values(userIds.slice(start, start + CHUNK).map((user_id) => ({ survey_id: surveyId, user_id }))).onConflict((oc) => oc.doNothing()).execute();
  }
}

/** The surveys that may still need their jobs queued (after a restart of an embedded server, whose timers died). */
export const liveSurveys = (db: Db, now = new Date()) =>
  db.selectFrom('surveys').select(['id', 'status', 'opens_at', 'closes_at', 'opened_notified', 'reminded', 'anonymous']).where('status', 'in', ['scheduled', 'open']).where('closes_at', '>', new Date(now.getTime() - 7 * 86_400_000)).execute();

/** The sections that already have an evaluation made from the template. */
export async function evaluatedSections(db: Db, templateId: string, sectionIds: string[]): Promise<Set<string>> {
  if (!sectionIds.length) return new Set();
  const rows = await db.selectFrom('surveys').select('section_id').where('kind', '=', 'course_evaluation').where('template_id', '=', templateId).where('section_id', 'in', sectionIds).execute();
  return new Set(rows.map((row) => row.section_id!));
}
