// The signed-in person's calendar feed: whether it exists, make or replace it, revoke it; and the public .ics file
// its address names. The file's address is the only key, so its token is long and random and only its hash is kept.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, tooManyRequests, type RateLimitRule, type ServiceDeps } from '@campus/kit';
import { ErrorBody, type InternalUsersResponse } from '@campus/contracts';
import {
  CALENDAR_FEED_ERROR_CODES,
  CALENDAR_FEED_PATHS,
  CalendarFeedCreateBody,
  CalendarFeedCreated,
  CalendarFeedFileParams,
  CalendarFeedStatus,
  DataOne,
} from '@campus/contracts/organizational';
import { addDays, dayIn } from '../calendar-days.js';
import { calendarFeed, feedTokenHash, isFeedToken, newFeedToken } from '../calendar-feed.js';
import { deleteFeed, feedOfUser, readFeed, replaceFeed } from '../db/calendar-feed.repository.js';
import { holidayDays } from '../db/calendar.repository.js';
import type { OrgDb } from '../db/database.js';
import { lecturerOfUser, studentIdOfUser } from '../db/placement.repository.js';
import { ownSections, weeklyClassesBetween } from '../db/weekly-class.repository.js';
import { iso } from '../lists.js';
import { ACCESS, unplacedScope } from '../scope.js';

/** One feed read by calendars a few times an hour; more is a loop somewhere. Counted per feed, not per address: Google's fetchers share theirs. */
export const FEED_READS_RULE: RateLimitRule = { name: 'schedule-feed-reads', points: 60, durationSeconds: 60 * 60 };
/** Addresses that name no feed, per client: a sweep for tokens is turned away before it costs reads. */
export const FEED_MISSES_RULE: RateLimitRule = { name: 'schedule-feed-misses', points: 30, durationSeconds: 10 * 60 };

/** Periods this far back stay in the feed, so a calendar keeps the term just ended; the window ahead takes the next year's terms. */
const DAYS_BACK = 180;
const DAYS_AHEAD = 400;

const feedNotFound = () => notFound('This calendar address does not exist or was revoked. Make a new one on the Schedule page.', CALENDAR_FEED_ERROR_CODES.notFound);

/** The classes a person attends or teaches, by their student and lecturer records (not the units they manage). */
async function ownClassesOf(db: OrgDb, userId: string, from: string, to: string) {
  const [studentId, lecturer] = await Promise.all([studentIdOfUser(db, userId), lecturerOfUser(db, userId)]);
  const roles = { deans: false, chair: false, lecturer: Boolean(lecturer), student: Boolean(studentId), qa: false };
  const scope = { ...unplacedScope(userId, false, roles), studentId, lecturerId: lecturer?.id ?? null };
  return weeklyClassesBetween(db, ownSections(scope), from, to);
}

/** A deactivated (or deleted) account's feed stops with its sign-in; auth is asked on each read. */
async function accountIsActive(deps: ServiceDeps, userId: string): Promise<boolean> {
  const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { ids: [userId] } });
  return users[0]?.isActive === true;
}

export function calendarFeedRoutes(db: OrgDb, deps: ServiceDeps): FastifyPluginAsyncTypebox {
  const reads = deps.rateLimiter(FEED_READS_RULE);
  const misses = deps.rateLimiter(FEED_MISSES_RULE);
  const { timeZone, publicUrl } = deps.config;
  const statusOf = async (userId: string) => {
    const feed = await feedOfUser(db, userId);
    return { exists: Boolean(feed), createdAt: feed ? iso(feed.created_at) : null, lastFetchedAt: feed?.last_fetched_at ? iso(feed.last_fetched_at) : null, language: feed?.language ?? null };
  };

  return async (app) => {
    app.get(CALENDAR_FEED_PATHS.feed, { config: { access: ACCESS.signedIn }, schema: { summary: 'Whether the signed-in person has a calendar feed, since when, and when a calendar last read it', response: { 200: DataOne(CalendarFeedStatus) } } }, async (request) => ({
      data: await statusOf(request.user.sub),
    }));

    // A person's own setting, like their profile or two-step sign-in: not an entry of the administrators' log.
    app.post(CALENDAR_FEED_PATHS.feed, { config: { access: ACCESS.signedIn, audit: false }, schema: { summary: 'Make the signed-in person\'s calendar feed address, or a new one in place of the old (which stops at once); the address is answered only here', body: CalendarFeedCreateBody, response: { 201: DataOne(CalendarFeedCreated) } } }, async (request, reply) => {
      const { token, hash } = newFeedToken();
      const feed = await replaceFeed(db, request.user.sub, hash, request.body.language ?? 'hy');
      // PUBLIC_URL may carry a path (Campus behind a prefix): appended to, not resolved against.
      const url = `${publicUrl}${CALENDAR_FEED_PATHS.feed}/${token}.ics`;
      return reply.status(201).send({ data: { url, createdAt: iso(feed.created_at), language: feed.language } });
    });

    app.delete(CALENDAR_FEED_PATHS.feed, { config: { access: ACCESS.signedIn, audit: false }, schema: { summary: 'Revoke the signed-in person\'s calendar feed: its address answers 404 from now on', response: { 200: DataOne(CalendarFeedStatus) } } }, async (request) => {
      await deleteFeed(db, request.user.sub);
      return { data: await statusOf(request.user.sub) };
    });

    // Calendars read it without a session: the token in the address is the key. Each read notes its time only.
    app.get(CALENDAR_FEED_PATHS.file, { config: { access: { public: true }, audit: false }, schema: { summary: 'A person\'s classes as an iCalendar feed (public: the address is the key; unknown or revoked → 404)', params: CalendarFeedFileParams, response: { 200: { description: 'text/calendar', content: { 'text/calendar': { schema: { type: 'string' } } } }, 404: ErrorBody, 429: ErrorBody } } }, async (request, reply) => {
      const { token } = request.params;
      const feed = isFeedToken(token) ? await readFeed(db, feedTokenHash(token)) : undefined;
      const limit = feed ? await reads.consume(feed.user_id) : await misses.consume(request.ip);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfter);
      if (!feed || !(await accountIsActive(deps, feed.user_id))) throw feedNotFound();
      const today = dayIn(new Date(), timeZone);
      const [from, to] = [addDays(today, -DAYS_BACK), addDays(today, DAYS_AHEAD)];
      const [classes, holidays] = await Promise.all([ownClassesOf(db, feed.user_id, from, to), holidayDays(db, from, to)]);
      const body = calendarFeed(classes, { language: feed.language, timeZone, holidays });
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="schedule.ics"').header('cache-control', 'private, no-cache').send(body);
    });
  };
}
