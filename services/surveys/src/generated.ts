// The test-data generator's course evaluations (issue 15, contracts/generated-activity.ts). For each section of a
// window: an anonymous evaluation from the service's course-evaluation template (evaluationTemplate), about the
// section's course and lecturer, for its enrolled students, made as the manager's generator makes one
// (evaluationRow), open from a week before today to a week after, and already answered by 60–80% of its students.
// The answers go through the submit path's storage (storeSubmissions): who answered in responses (the day only),
// what in answers (no person, in a random order), so they keep exactly what a real answer keeps.
//
// Generated audiences are never told: an evaluation is written already open with its opening notice and reminder
// marked as done (opened_notified, reminded), so the open and remind jobs find nothing to send; the close job still
// closes it. Only surveys.surveys carries the run's id; audience, responses and answers go with the survey (cascade).
//
// What a generated section's students answer follows from the seed and the keys (randomFor): the section's share of
// answers and mood, each student's lean, each answer. Agreement leans to agree (section means about 3.3–4.5 of 5),
// the overall rating with it; a few write a short text, fewer a long one, from a small pool in hy, en and ru.
import { randomFor, type GeneratedActivityBody, type GeneratedActivityResponse, type GeneratedSection, type RemoveGeneratedActivityResponse } from '@campus/contracts/generated-activity';
import type { ScopedSection } from '@campus/contracts/grading';
import { answerProblems, SCALES, type Answer, type Question, type SurveySection } from '@campus/contracts/surveys';
import { sql } from 'kysely';
import { evaluationRow, inBatches, sectionAudience } from './course-evaluations.js';
import { storeSubmissions, type Submission } from './db/answering.repository.js';
import type { SurveysDb } from './db/database.js';
import { replaceMembers } from './db/survey.repository.js';
import { queueSurveyJobs } from './jobs/survey-jobs.js';
import type { ManageContext } from './manage.js';
import type { Organizational } from './organizational.js';
import { evaluationTemplate, SYSTEM_USER } from './seed.js';

const DAY = 86_400_000;
/** Courses looked up in organizational at once (one call each). */
const LOOKUP_CONCURRENCY = 8;

/** Open from a week before today (UTC midnight) to a week after the end of today: answered ones show, some still can. */
export function generatedTimes(now = new Date()): { opensAt: Date; closesAt: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { opensAt: new Date(today - 7 * DAY), closesAt: new Date(today + 8 * DAY) };
}

type Language = 'hy' | 'en' | 'ru';

const TEXTS: Record<'short_text' | 'long_text', Record<Language, string[]>> = {
  short_text: {
    hy: ['Գործնական առաջադրանքները', 'Դասախոսի բացատրությունները', 'Օրինակները իրական կյանքից', 'Խմբային աշխատանքը', 'Քննարկումները դասին'],
    en: ['The practical assignments', 'The lecturer’s explanations', 'The real-life examples', 'Working in groups', 'The discussions in class'],
    ru: ['Практические задания', 'Объяснения преподавателя', 'Примеры из реальной жизни', 'Работа в группах', 'Обсуждения на занятиях'],
  },
  long_text: {
    hy: ['Ավելի շատ գործնական պարապմունքներ կցանկանայի։', 'Նյութերը կարելի է ավելի շուտ տեղադրել։', 'Տնային աշխատանքների ծավալը մի փոքր մեծ էր։', 'Լավ կլիներ ավելի շատ օրինակներ քննարկել։'],
    en: ['I would like more practical classes.', 'The materials could be posted earlier.', 'The homework was a little too much.', 'More worked examples would help.'],
    ru: ['Хотелось бы больше практических занятий.', 'Материалы можно выкладывать раньше.', 'Домашних заданий было многовато.', 'Было бы полезно разбирать больше примеров.'],
  },
};

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));
/** Mostly Armenian, then Russian, then English. */
const languageOf = (random: () => number): Language => {
  const draw = random();
  return draw < 0.6 ? 'hy' : draw < 0.85 ? 'ru' : 'en';
};

/** One student's answer to one question, or nothing (an optional question left out). */
function answerTo(question: Question, random: () => number, mood: number): Answer | undefined {
  const skip = !question.required && random() < 0.1;
  if ((question.kind === 'single_choice' || question.kind === 'multiple_choice') && !question.options?.length) return undefined;
  switch (question.kind) {
    case 'agreement':
      return skip ? undefined : { questionId: question.id, value: clamp(mood + (random() - 0.5) * 1.8, SCALES.agreement.min, SCALES.agreement.max) };
    case 'rating':
      return skip ? undefined : { questionId: question.id, value: clamp((mood - 1) * 2.5 + (random() - 0.5) * 2.5, SCALES.rating.min, SCALES.rating.max) };
    case 'single_choice':
      return skip ? undefined : { questionId: question.id, choice: pick(random, question.options ?? []).id };
    case 'multiple_choice': {
      const options = question.options ?? [];
      const choices = options.filter(() => random() < 0.4).map((option) => option.id);
      if (!choices.length && (question.required || random() < 0.5)) choices.push(pick(random, options).id);
      return choices.length ? { questionId: question.id, choices } : undefined;
    }
    case 'short_text':
    case 'long_text': {
      const writes = question.required || random() < (question.kind === 'short_text' ? 0.3 : 0.15);
      return writes ? { questionId: question.id, text: pick(random, TEXTS[question.kind][languageOf(random)]) } : undefined;
    }
  }
}

/** The section's students who have answered, with their answers and the day, from the seed and the keys alone. */
export function generatedSubmissions(seed: number, section: GeneratedSection, sections: SurveySection[], opensAt: Date): Submission[] {
  const ofSection = randomFor(seed, section.key);
  const share = 0.6 + 0.2 * ofSection();
  const sectionMood = 3.3 + 1.2 * ofSection();
  // Submitted on a day from the opening to today.
  const days = Math.max(1, Math.floor((Date.now() - opensAt.getTime()) / DAY) + 1);
  const questions = sections.flatMap((one) => one.questions);
  const submissions: Submission[] = [];
  for (const student of section.students) {
    const random = randomFor(seed, section.key, student.key);
    if (random() >= share) continue;
    const mood = sectionMood + (random() - 0.5) * 1.2;
    const submittedOn = new Date(opensAt.getTime() + Math.floor(random() * days) * DAY).toISOString().slice(0, 10);
    const answers = questions.map((question) => answerTo(question, random, mood)).filter((answer): answer is Answer => answer !== undefined);
    const problems = answerProblems(sections, answers, true);
    if (problems.length) throw new Error(`generated answers do not fit the template: ${JSON.stringify(problems)}`);
    submissions.push({ userId: student.userId, answers, submittedOn });
  }
  return submissions;
}

/** The window's sections as organizational knows them (department, faculty, lecturer's name), by section id. */
async function scopedSections(organizational: Organizational, periodId: string, sections: GeneratedSection[]): Promise<Map<string, ScopedSection>> {
  const courses = [...new Set(sections.map((section) => section.courseId))];
  const found = await inBatches(courses, LOOKUP_CONCURRENCY, (courseId) => organizational.sections({ periodId, courseId }));
  return new Map(found.flat().map((section) => [section.sectionId, section]));
}

/** The window's evaluations, their audiences and answers, in one transaction; the jobs queued after it. */
export async function writeGenerated(context: ManageContext, body: GeneratedActivityBody): Promise<GeneratedActivityResponse> {
  const { db } = context;
  const template = await evaluationTemplate(db, SYSTEM_USER);
  const known = await scopedSections(context.organizational, body.period.id, body.sections);
  const times = { ...generatedTimes(), anonymous: true };
  // A section organizational does not know, or without students, gets no evaluation (as the manager's generator does).
  const made = body.sections.flatMap((section) => {
    const scoped = known.get(section.sectionId);
    if (!scoped || !section.students.length) return [];
    const label = `${scoped.courseCode}-${scoped.sectionNumber} ${scoped.courseName.hy} (${scoped.periodName})`;
    const row = { ...evaluationRow(template, scoped, sectionAudience(section.sectionId, label, section.students.length), times, SYSTEM_USER), status: 'open' as const, opened_notified: true, reminded: true, generated: true, generation_run_id: body.runId };
    return [{ section, row }];
  });
  if (!made.length) return { counts: { courseEvaluations: 0, evaluationResponses: 0, evaluationAnswers: 0 } };

  const counts = { courseEvaluations: 0, evaluationResponses: 0, evaluationAnswers: 0 };
  const created = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('surveys')
      .values(made.map((one) => one.row))
      .onConflict((oc) => oc.columns(['template_id', 'section_id']).where(sql.ref('kind'), '=', 'course_evaluation').doNothing())
      .returning(['id', 'section_id', 'anonymous'])
      .execute();
    const bySection = new Map(rows.map((row) => [row.section_id!, row]));
    for (const { section } of made) {
      const survey = bySection.get(section.sectionId);
      if (!survey) continue;
      await replaceMembers(trx, survey.id, section.students.map((student) => student.userId));
      const submissions = generatedSubmissions(body.seed, section, template.sections, times.opensAt);
      counts.evaluationAnswers += await storeSubmissions(trx, survey, submissions);
      counts.evaluationResponses += submissions.length;
    }
    counts.courseEvaluations = rows.length;
    return rows;
  });
  for (const survey of created) await queueSurveyJobs(context.deps, { id: survey.id, opens_at: times.opensAt, closes_at: times.closesAt });
  return { counts };
}

/** Every evaluation of the run, with its audience, responses and answers; nothing else. */
export async function removeGenerated(db: SurveysDb, runId: string): Promise<RemoveGeneratedActivityResponse> {
  return db.transaction().execute(async (trx) => {
    const countOf = async (table: 'responses' | 'answers') => {
      const row = await trx.selectFrom(table).innerJoin('surveys', 'surveys.id', `${table}.survey_id`).select((eb) => eb.fn.countAll<string>().as('count')).where('surveys.generation_run_id', '=', runId).executeTakeFirstOrThrow();
      return Number(row.count);
    };
    const responses = await countOf('responses');
    const answers = await countOf('answers');
    const removed = await trx.deleteFrom('surveys').where('generation_run_id', '=', runId).executeTakeFirst();
    return { removed: { courseEvaluations: Number(removed.numDeletedRows), evaluationResponses: responses, evaluationAnswers: answers } };
  });
}
