// /api/notifications/announcements: administrators, the dean's office and chairs write announcements to an audience
// of their scope, see who an audience reaches before sending, list theirs with delivery counts, and cancel one that
// has not gone out yet (see contracts/announcements.ts and src/announcements.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError, type Access } from '@campus/kit';
import { ErrorBody, hasRole } from '@campus/contracts';
import {
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCER_ROLES,
  Announcement,
  AnnouncementAudienceBody,
  AnnouncementBody,
  AnnouncementIdParams,
  AudiencePreview,
} from '@campus/contracts/announcements';
import type { NotificationsContext } from '../context.js';
import { countsOf, findAnnouncement, listAnnouncements, moveAnnouncement, toAnnouncement } from '../db/announcement.repository.js';
import type { AnnouncementRow } from '../db/tables.js';
import { createAnnouncement, resolveAudience } from '../announcements.js';

/** The audience of each is bounded by organizational's resolver, by the sender's faculty or department. */
const ANNOUNCERS = { roles: ANNOUNCER_ROLES, scope: 'unit' } as const satisfies Access;
const BASE = '/api/notifications/announcements';
const One = Type.Object({ data: Announcement });

const notFound = () => new AppError(404, 'ANNOUNCEMENT_NOT_FOUND', ANNOUNCEMENT_MESSAGES.ANNOUNCEMENT_NOT_FOUND);

export async function announcementRoutes(app: FastifyInstance, { deps, db }: NotificationsContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  async function withCounts(rows: AnnouncementRow[]) {
    const counts = await countsOf(db, rows.map((row) => row.id));
    return rows.map((row) => toAnnouncement(row, counts.get(row.id)));
  }

  /** The caller's own; an administrator's reaches everyone's. Another's is a 404, as if it did not exist. */
  async function ownAnnouncement(id: string, user: { sub: string; role?: string; roles?: string[] }): Promise<AnnouncementRow> {
    const row = await findAnnouncement(db, id);
    if (!row || (row.author_id !== user.sub && !hasRole(user, 'admin'))) throw notFound();
    return row;
  }

  api.get(
    BASE,
    { config: { access: ANNOUNCERS }, schema: { summary: 'The caller\'s announcements (an administrator\'s: everyone\'s), newest first, with delivery counts', response: { 200: Type.Object({ data: Type.Array(Announcement) }) } } },
    async (request) => ({ data: await withCounts(await listAnnouncements(db, hasRole(request.user, 'admin') ? null : request.user.sub)) }),
  );

  api.get(
    `${BASE}/:id`,
    { config: { access: ANNOUNCERS }, schema: { summary: 'One announcement with its delivery counts', params: AnnouncementIdParams, response: { 200: One, 404: ErrorBody } } },
    async (request) => ({ data: (await withCounts([await ownAnnouncement(request.params.id, request.user)]))[0]! }),
  );

  api.post(
    `${BASE}/audience`,
    {
      config: { access: ANNOUNCERS, audit: false },
      schema: {
        summary: 'Who an audience would reach, part by part (nothing is written); 403 AUDIENCE_OUT_OF_SCOPE, 404 AUDIENCE_NOT_FOUND',
        body: AnnouncementAudienceBody,
        response: { 200: Type.Object({ data: AudiencePreview }), 404: ErrorBody },
      },
    },
    async (request) => {
      const resolved = await resolveAudience(deps, request.body.audience, request.user.sub);
      return { data: { parts: resolved.parts, recipients: resolved.userIds.length } };
    },
  );

  api.post(
    BASE,
    {
      config: { access: ANNOUNCERS, audit: 'announcement.created' },
      schema: {
        summary: 'Writes an announcement in hy, en and ru and sends it now or at scheduledAt; 403 AUDIENCE_OUT_OF_SCOPE, 404 AUDIENCE_NOT_FOUND, 400 AUDIENCE_EMPTY',
        body: AnnouncementBody,
        response: { 201: One, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const row = await createAnnouncement(deps, db, request.user.sub, request.body);
      request.auditNote = { announcementId: row.id };
      return reply.code(201).send({ data: toAnnouncement(row) });
    },
  );

  api.post(
    `${BASE}/:id/cancel`,
    {
      config: { access: ANNOUNCERS, audit: 'announcement.status_changed' },
      schema: {
        summary: 'Cancels an announcement not sent yet; 409 ANNOUNCEMENT_NOT_SCHEDULED once it is going out',
        params: AnnouncementIdParams,
        response: { 200: One, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      await ownAnnouncement(request.params.id, request.user);
      const row = await moveAnnouncement(db, request.params.id, 'scheduled', 'cancelled');
      if (!row) throw new AppError(409, 'ANNOUNCEMENT_NOT_SCHEDULED', ANNOUNCEMENT_MESSAGES.ANNOUNCEMENT_NOT_SCHEDULED);
      return { data: toAnnouncement(row) };
    },
  );
}
