// The signed-in person's calendar feed (organizational: /api/schedule/feed): its status, a new address (answered
// once, never stored in the browser beyond this page) and its revocation.
import { queryOptions } from '@tanstack/react-query';
import { api, type Language } from '@campus/shared-ui';
import { CALENDAR_FEED_PATHS, type CalendarFeedCreated, type CalendarFeedStatus } from '@campus/contracts/organizational';

interface DataOf<T> {
  data: T;
}

export const feedStatusQuery = queryOptions({
  queryKey: ['schedule', 'feed'],
  queryFn: async ({ signal }) => (await api.get<DataOf<CalendarFeedStatus>>(CALENDAR_FEED_PATHS.feed, { signal })).data,
  // Calendars read the feed without this page knowing: each visit asks again when it was last read.
  staleTime: 0,
});

/** Makes the feed, or a new address in place of the old one. */
export const createFeed = async (language: Language): Promise<CalendarFeedCreated> => (await api.post<DataOf<CalendarFeedCreated>>(CALENDAR_FEED_PATHS.feed, { language })).data;

export const revokeFeed = async (): Promise<CalendarFeedStatus> => (await api.delete<DataOf<CalendarFeedStatus>>(CALENDAR_FEED_PATHS.feed)).data;
