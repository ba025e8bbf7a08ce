// The verified publish: asking for a code (emailed to the section's lecturer) and publishing with it. Only the
// section's lecturer: the code proves who they are, so an administrator cannot stand in.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, MAIL_LANGUAGES, type MailLanguage } from '@campus/contracts';
import { CodeRequested, GRADING_PATHS, MidtermNumberParams, MidtermSheet, PublishBody } from '@campus/contracts/grading';
import type { SectionReference } from '@campus/contracts/materials';
import { codeStateOf } from '../publish/code-state.js';
import type { PublishContext } from '../publish/publish-context.js';
import { publishMidterm } from '../publish/publish-midterm.js';
import { requestCode, retryAfterOf } from '../publish/request-code.js';
import { LECTURER } from './sheets.js';

/** The sheet of a section's midterm (grading's own, the one GET answers); its `code` is filled here. */
export type SheetOf = (section: SectionReference, number: number) => Promise<MidtermSheet>;

/** The mail's language: the first of Accept-Language that Campus speaks (screens send their own), else Armenian. */
export function mailLanguageFrom(acceptLanguage: string | undefined): MailLanguage {
  const tags = (acceptLanguage ?? '').split(',').map((part) => part.trim().slice(0, 2).toLowerCase());
  return (tags.find((tag) => (MAIL_LANGUAGES as readonly string[]).includes(tag)) as MailLanguage | undefined) ?? 'hy';
}

export function publishRoutes(context: PublishContext, sheetOf: SheetOf): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      GRADING_PATHS.code(':sectionId', ':number' as unknown as number),
      {
        config: { access: LECTURER, audit: false },
        schema: {
          summary: "Email the section's lecturer a 6-digit code to publish the midterm (10 minutes, replaces an earlier one); once a minute, five times an hour",
          params: MidtermNumberParams,
          response: { 200: Type.Object({ data: CodeRequested }), 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
        },
      },
      async (request, reply) => {
        const lecturer = await context.lecturer(request, request.params.sectionId, request.params.number);
        try {
          return { data: await requestCode(context, lecturer, request.params.number, mailLanguageFrom(request.headers['accept-language'])) };
        } catch (error) {
          const retryAfter = retryAfterOf(error);
          if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
          throw error;
        }
      },
    );

    app.post(
      GRADING_PATHS.publish(':sectionId', ':number' as unknown as number),
      {
        config: { access: LECTURER, audit: 'midterm.published' },
        schema: {
          summary: "Publish the midterm's saved grades with the emailed code, all at once; each student of the section is notified",
          params: MidtermNumberParams,
          body: PublishBody,
          response: { 200: Type.Object({ data: MidtermSheet }), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 410: ErrorBody, 423: ErrorBody },
        },
      },
      async (request) => {
        const { sectionId, number } = request.params;
        const lecturer = await context.lecturer(request, sectionId, number);
        const published = await publishMidterm(context, lecturer, number, request.body.code);
        // The code is left out of the entry (undefined replaces the body's field): used once, it is still nobody's business.
        request.auditNote = { code: undefined, section: `${lecturer.section.courseCode} ${lecturer.section.sectionNumber}`, midtermNumber: number, grades: published.grades, changed: published.changed };
        const sheet = await sheetOf(lecturer.section, number);
        return { data: { ...sheet, code: await codeStateOf(context.grading, lecturer.userId, published.midtermId) } };
      },
    );
  };
}
