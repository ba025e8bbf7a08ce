// The course-evaluation generator: from a template, one scheduled survey per section of a term (optionally of one
// faculty or department), about its course and lecturer, for its enrolled students. A section with no students gets
// none; one that already has an evaluation from this template is skipped (and a unique index makes sure, should two
// managers run it at once), so running it again adds only the sections added since. Every evaluation is written in
// one transaction: all of them or none. Organizational resolves all the sections' students in one call.
import type { ScopedSection } from '@campus/contracts/grading';
import type { EvaluationSubject, GenerateEvaluationsBody, GeneratedEvaluations, SurveyText } from '@campus/contracts/surveys';
import type { DescribedAudiencePart } from '@campus/contracts/audience';
import type { NewSurveyRow, SurveyRow } from './db/survey.table.js';
import { sql } from 'kysely';
import { evaluatedSections, replaceMembers } from './db/survey.repository.js';
import { surveysError } from './errors.js';
import { queueSurveyJobs } from './jobs/survey-jobs.js';
import { checkTimes, usableTemplate, type ManageContext } from './manage.js';

export async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

export function subjectOf(section: ScopedSection): EvaluationSubject {
  return {
    sectionId: section.sectionId,
    sectionName: section.sectionNumber,
    courseId: section.courseId,
    courseCode: section.courseCode,
    courseName: section.courseName,
    lecturerId: section.lecturerUserId,
    lecturerName: section.lecturerName,
    departmentId: section.departmentId,
    facultyId: section.facultyId,
    academicPeriodId: section.periodId,
  };
}

/** "<template title> — <course code> <course name>" in each language (a missing name in one falls back to hy). */
function titleOf(template: SurveyText, section: ScopedSection): SurveyText {
  const one = (language: 'hy' | 'en' | 'ru') => `${template[language] || template.hy} — ${section.courseCode} ${section.courseName[language] || section.courseName.hy}`.slice(0, 2000);
  return { hy: one('hy'), en: one('en'), ru: one('ru') };
}

export interface EvaluationTimes {
  opensAt: Date;
  closesAt: Date;
  anonymous: boolean;
}

/** A section as the evaluation's audience: the one part, described. */
export const sectionAudience = (sectionId: string, label: string, size: number) => ({ parts: [{ kind: 'section' as const, id: sectionId, label, size }], size });

/** An evaluation's row: the template's questions, about the section, for its audience, scheduled for the times. */
export function evaluationRow(template: SurveyRow, section: ScopedSection, audience: { parts: DescribedAudiencePart[]; size: number }, times: EvaluationTimes, userId: string): NewSurveyRow {
  const subject = subjectOf(section);
  return {
    kind: 'course_evaluation',
    status: 'scheduled',
    title: JSON.stringify(titleOf(template.title, section)),
    description: JSON.stringify(template.description),
    anonymous: times.anonymous,
    sections: JSON.stringify(template.sections),
    audience: JSON.stringify(audience.parts),
    opens_at: times.opensAt,
    closes_at: times.closesAt,
    template_id: template.id,
    evaluation: JSON.stringify(subject),
    section_id: subject.sectionId,
    course_id: subject.courseId,
    lecturer_user_id: subject.lecturerId,
    department_id: subject.departmentId,
    faculty_id: subject.facultyId,
    academic_period_id: subject.academicPeriodId,
    audience_size: audience.size,
    created_by: userId,
  };
}

/** The evaluations of these sections from the template (those with students and none yet), in one transaction. */
export async function makeEvaluations(context: ManageContext, userId: string, template: SurveyRow, sections: ScopedSection[], times: EvaluationTimes): Promise<GeneratedEvaluations> {
  const done = await evaluatedSections(context.db, template.id, sections.map((section) => section.sectionId));
  const fresh = sections.filter((section) => !done.has(section.sectionId));
  const audiences = await context.organizational.sectionAudiences(fresh.filter((section) => section.students > 0).map((section) => section.sectionId), userId);
  const bySection = new Map(fresh.map((section) => [section.sectionId, section]));
  const withStudents = audiences.filter((audience) => audience.userIds.length > 0).map((audience) => ({ section: bySection.get(audience.sectionId)!, audience }));

  const created = await context.db.transaction().execute(async (trx) => {
    const made: string[] = [];
    for (const { section, audience } of withStudents) {
      // Another run may have made it since we looked: the unique index answers nothing, and it counts as skipped.
      const row = await trx
        .insertInto('surveys')
        .values(evaluationRow(template, section, sectionAudience(section.sectionId, audience.label, audience.userIds.length), times, userId))
        .onConflict((oc) => oc.columns(['template_id', 'section_id']).where(sql.ref('kind'), '=', 'course_evaluation').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) continue;
      await replaceMembers(trx, row.id, audience.userIds);
      made.push(row.id);
    }
    return made;
  });
  for (const id of created) await queueSurveyJobs(context.deps, { id, opens_at: times.opensAt, closes_at: times.closesAt });
  const empty = fresh.length - withStudents.length;
  return { created: created.length, skipped: sections.length - created.length - empty, empty };
}

export async function generateEvaluations(context: ManageContext, userId: string, body: GenerateEvaluationsBody): Promise<GeneratedEvaluations> {
  const template = await usableTemplate(context, body.templateId);
  const times = { opensAt: new Date(body.opensAt), closesAt: new Date(body.closesAt), anonymous: body.anonymous ?? true };
  checkTimes(times.opensAt, times.closesAt);
  const periods = await context.organizational.periods();
  if (!periods.some((period) => period.id === body.academicPeriodId)) throw surveysError('PERIOD_NOT_FOUND', 404);
  const sections = await context.organizational.sections({ periodId: body.academicPeriodId, facultyId: body.facultyId, departmentId: body.departmentId });
  return makeEvaluations(context, userId, template, sections, times);
}
