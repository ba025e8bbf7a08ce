// A person's calendar feed: a private .ics address (RFC 5545) that Google Calendar, Outlook or Apple Calendar
// subscribe to, with the person's weekly classes as recurring events in the university's time zone and the
// holidays left out. The address holds a random token; the server keeps only its hash, so the full address is
// answered once, when it is made. Making a new one (reset) stops the old one; revoking stops it.
//
// /api/schedule/feed (answers under `data`)
//   GET    /                any signed-in → {data: CalendarFeedStatus}
//   POST   /                any signed-in; CalendarFeedCreateBody → 201 {data: CalendarFeedCreated} (replaces the old address)
//   DELETE /                any signed-in → {data: CalendarFeedStatus} (exists false; 200 when there was none)
//   GET    /:token.ics      public → text/calendar; charset=utf-8; an unknown or revoked token → 404
//                           CALENDAR_FEED_NOT_FOUND; too many requests → 429 RATE_LIMITED
import { Type, type Static } from 'typebox';
import { DateTime, Nullable } from './primitives.js';

const FEED = '/api/schedule/feed';

export const CALENDAR_FEED_PATHS = {
  feed: FEED,
  /** The public file: `${FEED}/<token>.ics`. */
  file: `${FEED}/:token.ics`,
} as const;

export const CALENDAR_FEED_ERROR_CODES = { notFound: 'CALENDAR_FEED_NOT_FOUND' } as const;

/** The language of the events' course names and labels. */
export const FeedLanguage = Type.Union([Type.Literal('hy'), Type.Literal('en'), Type.Literal('ru')]);
export type FeedLanguage = Static<typeof FeedLanguage>;

export const CalendarFeedStatus = Type.Object({
  exists: Type.Boolean(),
  createdAt: Nullable(DateTime),
  /** When a calendar last read the feed (null: not yet). */
  lastFetchedAt: Nullable(DateTime),
  language: Nullable(FeedLanguage),
});
export type CalendarFeedStatus = Static<typeof CalendarFeedStatus>;

export const CalendarFeedCreateBody = Type.Object({ language: Type.Optional(FeedLanguage) }, { additionalProperties: false });
export type CalendarFeedCreateBody = Static<typeof CalendarFeedCreateBody>;

export const CalendarFeedCreated = Type.Object({
  /** The full https address to subscribe to; shown once, never stored. */
  url: Type.String(),
  createdAt: DateTime,
  language: FeedLanguage,
});
export type CalendarFeedCreated = Static<typeof CalendarFeedCreated>;

export const CalendarFeedFileParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type CalendarFeedFileParams = Static<typeof CalendarFeedFileParams>;
