// Managing surveys and templates (surveys:manage): create, change a draft from the version read, schedule once
// complete (the audience resolved to people by organizational, within the scheduler's scope), close early,
// duplicate, archive, delete a draft. Every change raises the version; a change from an older one is 409.
import { surveyProblems, type ChangeSurveyBody, type CreateSurveyBody, type Survey, type SurveyFields } from '@campus/contracts/surveys';
import type { Audience, DescribedAudiencePart } from '@campus/contracts/audience';
import type { ServiceDeps } from '@campus/kit';
import type { Transaction } from 'kysely';
import type { SurveysDatabase, SurveysDb } from './db/database.js';
import { answeredSurvey, deleteSurvey, findSurvey, insertSurvey, lockSurvey, replaceMembers, updateSurvey } from './db/survey.repository.js';
import type { SurveyRow, SurveyUpdate } from './db/survey.table.js';
import { surveyNotFound, surveysError } from './errors.js';
import { closeSurveyJob, queueSurveyJobs } from './jobs/survey-jobs.js';
import type { Organizational } from './organizational.js';
import { effectiveStatus } from './survey-status.js';

export interface ManageContext {
  deps: ServiceDeps;
  db: SurveysDb;
  organizational: Organizational;
}

/** The audience's parts without the labels and sizes organizational added (what a manager wrote). */
export const partsOf = (described: DescribedAudiencePart[]): Audience =>
  described.map((part) => ('role' in part && part.kind === 'role' ? { kind: 'role', role: part.role } : { kind: part.kind, id: (part as { id: string }).id })) as Audience;

/** An audience as written, checked and described by organizational (403 out of the caller's scope, 404 unknown). */
async function describedAudience(context: ManageContext, audience: Audience | undefined, senderId: string): Promise<DescribedAudiencePart[] | null> {
  if (!audience) return null;
  return (await context.organizational.resolveAudience(audience, senderId)).parts;
}

function fieldsOf(body: SurveyFields, kind: 'survey' | 'template' | 'course_evaluation', audience: DescribedAudiencePart[] | null): SurveyUpdate {
  const template = kind === 'template';
  return {
    title: JSON.stringify(body.title),
    description: JSON.stringify(body.description),
    anonymous: body.anonymous,
    sections: JSON.stringify(body.sections),
    // A template is only copied: it has no audience or times of its own.
    audience: template || !audience ? null : JSON.stringify(audience),
    opens_at: template ? null : (body.opensAt ?? null),
    closes_at: template ? null : (body.closesAt ?? null),
  };
}

export async function createSurvey(context: ManageContext, userId: string, body: CreateSurveyBody): Promise<Survey> {
  const audience = body.kind === 'template' ? null : await describedAudience(context, body.audience, userId);
  const fields = fieldsOf(body, body.kind, audience);
  const row = await insertSurvey(context.db, { ...fields, kind: body.kind, created_by: userId } as never);
  return answeredSurvey(context.db, row);
}

export async function readSurvey(context: ManageContext, id: string): Promise<Survey> {
  const row = await findSurvey(context.db, id);
  if (!row) throw surveyNotFound();
  return answeredSurvey(context.db, row);
}

/** Runs a change on the locked row: 404 when gone, 409 SURVEY_CHANGED when the version read is not the stored one. */
async function change(context: ManageContext, id: string, version: number | undefined, work: (row: SurveyRow, trx: Transaction<SurveysDatabase>) => Promise<SurveyRow>): Promise<Survey> {
  const row = await context.db.transaction().execute(async (trx) => {
    const locked = await lockSurvey(trx, id);
    if (!locked) throw surveyNotFound();
    if (version !== undefined && locked.version !== version) throw surveysError('SURVEY_CHANGED', 409, { version: locked.version });
    return work(locked, trx);
  });
  return answeredSurvey(context.db, row);
}

export async function changeSurvey(context: ManageContext, userId: string, id: string, body: ChangeSurveyBody): Promise<Survey> {
  const current = await findSurvey(context.db, id);
  if (!current) throw surveyNotFound();
  // Described before the lock: organizational is asked outside the transaction.
  const audience = current.kind === 'template' ? null : await describedAudience(context, body.audience, userId);
  return change(context, id, body.version, async (row, trx) => {
    if (row.status !== 'draft') throw surveysError('SURVEY_NOT_EDITABLE', 409);
    const { version: _version, ...fields } = body;
    void _version;
    return updateSurvey(trx, id, fieldsOf(fields, row.kind, audience));
  });
}

export async function removeSurvey(context: ManageContext, id: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const row = await lockSurvey(trx, id);
    if (!row) throw surveyNotFound();
    if (row.status !== 'draft') throw surveysError('SURVEY_STATUS_CONFLICT', 409);
    await deleteSurvey(trx, id);
  });
}

/** closesAt after opensAt and in the future. */
export function checkTimes(opensAt: Date, closesAt: Date, now = new Date()): void {
  if (!(closesAt > opensAt) || !(closesAt > now)) throw surveysError('SURVEY_TIMES_INVALID', 400);
}

export async function scheduleSurvey(context: ManageContext, userId: string, id: string, version: number): Promise<Survey> {
  const current = await findSurvey(context.db, id);
  if (!current) throw surveyNotFound();
  if (current.kind === 'template' || current.status !== 'draft') throw surveysError('SURVEY_STATUS_CONFLICT', 409);
  if (current.version !== version) throw surveysError('SURVEY_CHANGED', 409, { version: current.version });
  const problems = surveyProblems({
    title: current.title,
    description: current.description,
    sections: current.sections,
    audience: current.audience ? partsOf(current.audience) : null,
    opensAt: current.opens_at?.toISOString() ?? null,
    closesAt: current.closes_at?.toISOString() ?? null,
  });
  if (problems.length) throw surveysError('SURVEY_INCOMPLETE', 400, { problems });
  checkTimes(current.opens_at!, current.closes_at!);
  // Resolved now, by the scheduler's scope: these people may answer, whoever joins the groups later.
  const resolved = await context.organizational.resolveAudience(partsOf(current.audience!), userId);
  if (!resolved.userIds.length) throw surveysError('AUDIENCE_EMPTY', 400);
  const survey = await change(context, id, version, async (row, trx) => {
    if (row.status !== 'draft') throw surveysError('SURVEY_STATUS_CONFLICT', 409);
    await replaceMembers(trx, id, resolved.userIds);
    return updateSurvey(trx, id, { status: 'scheduled', audience: JSON.stringify(resolved.parts), audience_size: resolved.userIds.length });
  });
  await queueSurveyJobs(context.deps, { id, opens_at: new Date(survey.opensAt!), closes_at: new Date(survey.closesAt!) });
  return survey;
}

export async function closeSurvey(context: ManageContext, id: string): Promise<Survey> {
  const now = new Date();
  const survey = await change(context, id, undefined, async (row, trx) => {
    const status = effectiveStatus(row, now);
    if (status !== 'open' && status !== 'scheduled') throw surveysError('SURVEY_STATUS_CONFLICT', 409);
    // Closed now; one never opened keeps no opening time after its closing.
    const opensAt = row.opens_at && row.opens_at < now ? row.opens_at : now;
    return updateSurvey(trx, id, { status: 'closed', opens_at: opensAt, closes_at: now });
  });
  await context.deps.jobs.enqueue(closeSurveyJob, { v: 1, surveyId: id, at: survey.closesAt! }, { jobId: `close-${id}-${Date.parse(survey.closesAt!)}` });
  return survey;
}

export async function archiveSurvey(context: ManageContext, id: string): Promise<Survey> {
  return change(context, id, undefined, async (row, trx) => {
    const status = effectiveStatus(row);
    const archivable = status === 'closed' || (row.kind === 'template' && status === 'draft');
    if (!archivable) throw surveysError('SURVEY_STATUS_CONFLICT', 409);
    return updateSurvey(trx, id, { status: 'archived' });
  });
}

/** A new draft with the same questions (ids kept, so results compare); a template stays a template. */
export async function duplicateSurvey(context: ManageContext, userId: string, id: string): Promise<Survey> {
  const source = await findSurvey(context.db, id);
  if (!source) throw surveyNotFound();
  const template = source.kind === 'template';
  const row = await insertSurvey(context.db, {
    kind: template ? 'template' : 'survey',
    title: JSON.stringify(source.title),
    description: JSON.stringify(source.description),
    anonymous: source.anonymous,
    sections: JSON.stringify(source.sections),
    audience: template || !source.audience ? null : JSON.stringify(source.audience),
    template_id: source.template_id,
    created_by: userId,
  });
  return answeredSurvey(context.db, row);
}

/** A template ready to make evaluations from: a template, and its questions complete. */
export async function usableTemplate(context: ManageContext, templateId: string): Promise<SurveyRow> {
  const template = await findSurvey(context.db, templateId);
  if (!template || template.kind !== 'template' || template.status === 'archived') throw surveysError('TEMPLATE_NOT_FOUND', 404);
  // The audience and times are the generator's, so only the texts and questions are the template's to have.
  const problems = surveyProblems({ title: template.title, description: template.description, sections: template.sections, audience: [{ kind: 'term', id: templateId }], opensAt: 'given', closesAt: 'given' });
  if (problems.length) throw surveysError('SURVEY_INCOMPLETE', 400, { problems });
  return template;
}
