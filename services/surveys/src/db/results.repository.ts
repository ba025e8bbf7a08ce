// The figures results are made of, aggregated by PostgreSQL: one query per question kind for a survey (never a row
// per answer brought back, except text answers, which are listed), and one query for the evaluations of a term or of
// every term. Agreement questions are found in each survey's questions (jsonb) so that 1–5 and 0–10 scales are never
// mixed; their answers are summed as count and sum, so groups of surveys roll up to exact means.
import { sql, type RawBuilder } from 'kysely';
import type { SurveysDb } from './database.js';

export interface KeyCount {
  questionId: string;
  key: string;
  count: number;
}

export interface ScaleFigures {
  questionId: string;
  mean: number;
  deviation: number;
}

/** Submitted responses of one survey. */
export async function responsesOf(db: SurveysDb, surveyId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from surveys.responses where survey_id = ${surveyId}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** How many answered each question (a multiple choice answer is one row: the person counts once). */
export async function answeredPerQuestion(db: SurveysDb, surveyId: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ question_id: string; n: number }>`
    select question_id, count(*)::int as n from surveys.answers where survey_id = ${surveyId} group by question_id`.execute(db);
  return new Map(rows.map((row) => [row.question_id, row.n]));
}

/** Single and multiple choice: how many chose each option. */
export async function choiceCounts(db: SurveysDb, surveyId: string): Promise<KeyCount[]> {
  const { rows } = await sql<{ question_id: string; key: string; n: number }>`
    select a.question_id, k.key, count(*)::int as n
      from surveys.answers a
      cross join lateral unnest(coalesce(a.choices, array[a.choice])) as k(key)
     where a.survey_id = ${surveyId} and (a.choice is not null or a.choices is not null)
     group by a.question_id, k.key`.execute(db);
  return rows.map((row) => ({ questionId: row.question_id, key: row.key, count: row.n }));
}

/** Scales: how many gave each value. */
export async function scaleCounts(db: SurveysDb, surveyId: string): Promise<KeyCount[]> {
  const { rows } = await sql<{ question_id: string; value: number; n: number }>`
    select question_id, value, count(*)::int as n from surveys.answers
     where survey_id = ${surveyId} and value is not null group by question_id, value`.execute(db);
  return rows.map((row) => ({ questionId: row.question_id, key: String(row.value), count: row.n }));
}

/**
 * Scales: the mean and the sample standard deviation (n − 1, as spreadsheets' STDEV; 0 for a single answer), both to
 * two decimals.
 */
export async function scaleFigures(db: SurveysDb, surveyId: string): Promise<ScaleFigures[]> {
  const { rows } = await sql<{ question_id: string; mean: string; deviation: string }>`
    select question_id, round(avg(value), 2) as mean, round(coalesce(stddev_samp(value), 0), 2) as deviation
      from surveys.answers where survey_id = ${surveyId} and value is not null group by question_id`.execute(db);
  return rows.map((row) => ({ questionId: row.question_id, mean: Number(row.mean), deviation: Number(row.deviation) }));
}

/** Text answers in a random order (never the order they came in, which could tie them to a moment). */
export async function textAnswers(db: SurveysDb, surveyId: string): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ question_id: string; text: string }>`
    select question_id, text from surveys.answers where survey_id = ${surveyId} and text is not null and text <> '' order by random()`.execute(db);
  const texts = new Map<string, string[]>();
  for (const row of rows) texts.set(row.question_id, [...(texts.get(row.question_id) ?? []), row.text]);
  return texts;
}

/** Which evaluations a query covers (every condition given must hold); `reach` is the caller's, absent for all. */
export interface EvaluationFilter {
  academicPeriodId?: string;
  facultyId?: string;
  departmentId?: string;
  courseId?: string;
  lecturerId?: string;
  /** Only these sections (a program's). */
  sectionIds?: string[];
  reach?: EvaluationReach;
}

/** A lecturer's, chair's or dean's office's reach: the sections they teach or were evaluated in, their units' courses. */
export interface EvaluationReach {
  lecturerUserId: string;
  sectionIds: string[];
  courseIds: string[];
}

export interface EvaluationFigures {
  surveyId: string;
  evaluation: unknown;
  anonymous: boolean;
  periodId: string;
  facultyId: string;
  departmentId: string;
  sectionId: string;
  audienceSize: number;
  responses: number;
  /** Agreement answers: how many and their sum. */
  agreementCount: number;
  agreementSum: number;
}

function conditions(filter: EvaluationFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`s.kind = 'course_evaluation'`, sql`s.status <> 'draft'`];
  if (filter.academicPeriodId) parts.push(sql`s.academic_period_id = ${filter.academicPeriodId}`);
  if (filter.facultyId) parts.push(sql`s.faculty_id = ${filter.facultyId}`);
  if (filter.departmentId) parts.push(sql`s.department_id = ${filter.departmentId}`);
  if (filter.courseId) parts.push(sql`s.course_id = ${filter.courseId}`);
  if (filter.lecturerId) parts.push(sql`s.lecturer_user_id = ${filter.lecturerId}`);
  if (filter.sectionIds) parts.push(sql`s.section_id = any(${filter.sectionIds}::uuid[])`);
  if (filter.reach) {
    const { lecturerUserId, sectionIds, courseIds } = filter.reach;
    parts.push(sql`(s.lecturer_user_id = ${lecturerUserId} or s.section_id = any(${sectionIds}::uuid[]) or s.course_id = any(${courseIds}::uuid[]))`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * Every evaluation the filter covers with its responses and its agreement answers summed, in one statement: the
 * surveys first, then their responses and agreement answers grouped by survey through the (survey_id, …) indexes.
 */
export async function evaluationFigures(db: SurveysDb, filter: EvaluationFilter): Promise<EvaluationFigures[]> {
  const { rows } = await sql<{
    id: string; evaluation: unknown; anonymous: boolean; period_id: string; faculty_id: string; department_id: string; section_id: string;
    audience_size: number; responses: number; agreement_count: number; agreement_sum: number;
  }>`
    with chosen as (
      select s.id, s.evaluation, s.anonymous, s.academic_period_id, s.faculty_id, s.department_id, s.section_id, s.audience_size, s.sections
        from surveys.surveys s where ${conditions(filter)}
    ),
    agreement as (
      select c.id as survey_id, q->>'id' as question_id
        from chosen c cross join lateral jsonb_array_elements(c.sections) part cross join lateral jsonb_array_elements(part->'questions') q
       where q->>'kind' = 'agreement'
    ),
    answered as (
      select r.survey_id, count(*)::int as n from surveys.responses r where r.survey_id in (select id from chosen) group by r.survey_id
    ),
    -- Scale answers per survey and question first (a bitmap scan reads the answers' pages in order, not row by row),
    -- then only the agreement questions' totals kept.
    per_question as (
      select a.survey_id, a.question_id, count(*)::int as n, sum(a.value)::int as total
        from surveys.answers a where a.survey_id = any(array(select id from chosen)) and a.value is not null
       group by a.survey_id, a.question_id
    ),
    agreed as (
      select p.survey_id, sum(p.n)::int as n, sum(p.total)::int as total
        from per_question p join agreement q on q.survey_id = p.survey_id and q.question_id = p.question_id group by p.survey_id
    )
    select c.id, c.evaluation, c.anonymous, c.academic_period_id as period_id, c.faculty_id, c.department_id, c.section_id, c.audience_size,
           coalesce(r.n, 0) as responses, coalesce(g.n, 0) as agreement_count, coalesce(g.total, 0) as agreement_sum
      from chosen c left join answered r on r.survey_id = c.id left join agreed g on g.survey_id = c.id`.execute(db);
  return rows.map((row) => ({
    surveyId: row.id,
    evaluation: row.evaluation,
    anonymous: row.anonymous,
    periodId: row.period_id,
    facultyId: row.faculty_id,
    departmentId: row.department_id,
    sectionId: row.section_id,
    audienceSize: row.audience_size,
    responses: row.responses,
    agreementCount: row.agreement_count,
    agreementSum: row.agreement_sum,
  }));
}
