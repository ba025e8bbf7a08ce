// A person's calendar feed as an iCalendar file (RFC 5545), written by ical-generator: each weekly class is one
// event that repeats weekly from its first day in the section's period until the period's last day, in the
// university's time zone (DTSTART;TZID with the zone's VTIMEZONE), with the holidays left out as EXDATEs. The UID
// is the weekly class's id, so a calendar that reads the feed again updates the same events.
import { createHash, randomBytes } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator';
import { DateTime } from 'luxon';
import { localizedName, type FeedLanguage } from '@campus/contracts/organizational';
import { addDays, isoWeekday } from './calendar-days.js';
import type { WeeklyClassInPeriod } from './db/weekly-class.repository.js';

/** A new feed token (32 random bytes, URL-safe) and the hash that is stored in its place. */
export function newFeedToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: feedTokenHash(token) };
}

export const feedTokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

/** The shape newFeedToken gives: anything else cannot be a feed, and is answered without a database read. */
export const isFeedToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

const LABELS: Record<FeedLanguage, { calendar: string; section: string; instructor: string; tba: string; online: string }> = {
  hy: { calendar: 'Դասացուցակ', section: 'Խումբ', instructor: 'Դասախոս', tba: 'Կհայտարարվի', online: 'Առցանց' },
  en: { calendar: 'Class schedule', section: 'Section', instructor: 'Instructor', tba: 'TBA', online: 'Online' },
  ru: { calendar: 'Расписание занятий', section: 'Секция', instructor: 'Преподаватель', tba: 'Уточняется', online: 'Онлайн' },
};

const WEEKDAYS = [ICalWeekday.MO, ICalWeekday.TU, ICalWeekday.WE, ICalWeekday.TH, ICalWeekday.FR, ICalWeekday.SA, ICalWeekday.SU];

/** The first day of the period that falls on the weekday (ISO, Monday 1). */
const firstWeekday = (startsOn: string, weekday: number): string => addDays(startsOn, (weekday - isoWeekday(startsOn) + 7) % 7);

export interface FeedOptions {
  language: FeedLanguage;
  timeZone: string;
  /** Holiday days (YYYY-MM-DD): no class on them. */
  holidays: ReadonlySet<string>;
  /** Suggested refresh interval for clients that honour it (Outlook, Apple), in seconds. */
  refreshSeconds?: number;
}

/** The .ics text of the classes. */
export function calendarFeed(classes: WeeklyClassInPeriod[], options: FeedOptions): string {
  const labels = LABELS[options.language];
  const zone = options.timeZone;
  // METHOD:PUBLISH: a published calendar to subscribe to, not an invitation (Outlook reads it so).
  const calendar = ical({
    name: labels.calendar,
    prodId: { company: 'Campus', product: 'Schedule feed', language: options.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: options.refreshSeconds ?? 3 * 3600,
  });
  // The zone's VTIMEZONE is written for the events' TZID. No calendar-wide zone: with one, ical-generator writes
  // DTSTAMP and UNTIL in local time, where RFC 5545 asks for UTC.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const item of classes) {
    const { view } = item;
    const first = firstWeekday(item.periodStartsOn, view.weekday);
    if (first > item.periodEndsOn) continue;
    const at = (day: string, time: string) => DateTime.fromISO(`${day}T${time}`, { zone });
    const holidays = [...options.holidays].filter((day) => day >= first && day <= item.periodEndsOn && isoWeekday(day) === view.weekday).sort();
    const location = view.isVirtual ? (item.joinUrl ?? labels.online) : view.roomCode;
    calendar.createEvent({
      id: `${view.id}@campus`,
      start: at(first, view.startTime),
      end: at(first, view.endTime),
      timezone: zone,
      stamp: new Date(),
      lastModified: new Date(view.updatedAt),
      summary: `${view.courseCode} ${localizedName(view.courseName, options.language)}`,
      location,
      url: view.isVirtual ? item.joinUrl : null,
      description: [`${labels.section} ${view.sectionNumber}`, `${labels.instructor}: ${view.lecturerName ?? labels.tba}`].join('\n'),
      repeating: {
        freq: ICalEventRepeatingFreq.WEEKLY,
        byDay: [WEEKDAYS[view.weekday - 1]!],
        // The end of the period's last day in the zone, written in UTC.
        until: at(addDays(item.periodEndsOn, 1), '00:00').minus({ seconds: 1 }).toUTC(),
        exclude: holidays.length ? holidays.map((day) => at(day, view.startTime)) : undefined,
      },
    });
  }
  return calendar.toString();
}
