// The one expansion of weekly classes into dated sessions that schedules, upcoming classes, attendance, the
// schedule PDF and the calendar feed use. A session is a weekly class on a day of its week that lies within its
// section's period (starts_on..ends_on) and is no holiday; its times are wall-clock times in the university's
// zone (config TIME_ZONE), so startsAt/endsAt are true instants whatever the server's own zone.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { badRequest } from '@campus/kit';
import { isJoinWindowOpen, localizedName, STARTING_SOON_MINUTES, type ScheduleSession, type UpcomingClass } from '@campus/contracts/organizational';
import { addDays, dayIn, daysBetween, isCalendarDay, isoWeekday, zonedInstant } from './calendar-days.js';
import { holidayDays } from './db/calendar.repository.js';
import type { OrgDb } from './db/database.js';
import { ownSections, weeklyClassesBetween, type WeeklyClassInPeriod } from './db/weekly-class.repository.js';
import type { Scope } from './scope.js';

/** Whose classes: a person's own (as their scope sees them), a department's, or one section's. */
export type SessionsOwner = { scope: Scope } | { departmentId: string } | { sectionId: string };

/** Two calendar days, both included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/** One weekly class on one day. */
export interface DatedSession {
  /** weekly class id + ':' + date */
  id: string;
  date: string;
  weekday: number;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  weekly: WeeklyClassInPeriod;
}

/** At most this many days in one expansion (a year and a day). */
export const MAX_SESSION_DAYS = 366;

/** 400 unless both days exist, `to` is not before `from` and the range spans at most `maxDays` days. */
export function checkRange(range: DayRange, maxDays: number): void {
  for (const field of ['from', 'to'] as const) {
    if (!isCalendarDay(range[field])) throw badRequest(`${field}: ${range[field]} is not a date`, { field });
  }
  const days = daysBetween(range.from, range.to);
  if (days < 0) throw badRequest('to: must not be before from', { field: 'to' });
  if (days + 1 > maxDays) throw badRequest(`to: the range can be at most ${maxDays} days`, { field: 'to' });
}

function ownerFilter(owner: SessionsOwner): RawBuilder<unknown> | undefined {
  if ('scope' in owner) return ownSections(owner.scope);
  if ('departmentId' in owner) return sql`c.department_id = ${owner.departmentId}`;
  return sql`w.section_id = ${owner.sectionId}`;
}

/** Weekly classes → their sessions between two days, within each one's period and without the holidays, by start. */
export function expandWeeklyClasses(classes: WeeklyClassInPeriod[], range: DayRange, holidays: ReadonlySet<string>, timeZone: string): DatedSession[] {
  // Many classes share a day and a time, and reading the zone's offset (Intl) was most of a 1,000-session week's expansion.
  const instants = new Map<string, number>();
  const instantOf = (date: string, time: string): Date => {
    const key = `${date}T${time}`;
    let at = instants.get(key);
    if (at === undefined) {
      at = zonedInstant(date, time, timeZone).getTime();
      instants.set(key, at);
    }
    return new Date(at);
  };
  const sessions: DatedSession[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    if (holidays.has(date)) continue;
    const weekday = isoWeekday(date);
    for (const weekly of classes) {
      if (weekly.view.weekday !== weekday || date < weekly.periodStartsOn || date > weekly.periodEndsOn) continue;
      const { startTime, endTime } = weekly.view;
      sessions.push({
        id: `${weekly.view.id}:${date}`,
        date,
        weekday,
        startTime,
        endTime,
        startsAt: instantOf(date, startTime),
        endsAt: instantOf(date, endTime),
        weekly,
      });
    }
  }
  return sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.weekly.view.courseCode.localeCompare(b.weekly.view.courseCode));
}

/**
 * The sessions of a person's, a department's or a section's classes between two days (both included), in the
 * university's zone, holidays removed, by start. The range is the caller's to bound (checkRange).
 */
export async function classSessions(db: OrgDb, owner: SessionsOwner, range: DayRange, timeZone: string): Promise<DatedSession[]> {
  const [classes, holidays] = await Promise.all([weeklyClassesBetween(db, ownerFilter(owner), range.from, range.to), holidayDays(db, range.from, range.to)]);
  return expandWeeklyClasses(classes, range, holidays, timeZone);
}

/** A session as GET /api/schedule answers it. */
export function scheduleSession(session: DatedSession, highlighted: boolean): ScheduleSession {
  const { view, capacity, enrollmentCount, joinUrl } = session.weekly;
  return {
    id: session.id,
    weeklyClassId: view.id,
    date: session.date,
    weekday: session.weekday,
    startTime: session.startTime,
    endTime: session.endTime,
    courseId: view.courseId,
    courseCode: view.courseCode,
    courseName: view.courseName,
    sectionId: view.sectionId,
    sectionNumber: view.sectionNumber,
    instructorName: view.lecturerName,
    roomCode: view.roomCode,
    capacity,
    enrollmentCount,
    isVirtual: view.isVirtual,
    joinUrl,
    groupNames: view.groupNames,
    highlighted,
  };
}

/** How far ahead upcoming classes look. */
const UPCOMING_DAYS = 14;

export interface UpcomingOptions {
  now: Date;
  limit: number;
  /** The reader's language for `courseName`. */
  language: string;
  timeZone: string;
}

/** Classes not yet over (the next two weeks), by start: at most `limit`, and how many there are in all. */
export async function upcomingClasses(db: OrgDb, owner: SessionsOwner, options: UpcomingOptions): Promise<{ classes: UpcomingClass[]; total: number }> {
  const { now, limit, language, timeZone } = options;
  const today = dayIn(now, timeZone);
  const sessions = await classSessions(db, owner, { from: today, to: addDays(today, UPCOMING_DAYS - 1) }, timeZone);
  const ahead = sessions.filter((session) => session.endsAt > now);
  return { classes: ahead.slice(0, limit).map((session) => upcomingClass(session, now, language)), total: ahead.length };
}

function upcomingClass(session: DatedSession, now: Date, language: string): UpcomingClass {
  const { view, capacity, enrollmentCount, joinUrl } = session.weekly;
  const canJoinAt = new Date(session.startsAt.getTime() - STARTING_SOON_MINUTES * 60_000);
  return {
    id: session.id,
    weeklyClassId: view.id,
    sectionId: view.sectionId,
    courseId: view.courseId,
    courseName: localizedName(view.courseName, language),
    courseNames: view.courseName,
    courseCode: view.courseCode,
    sectionNumber: view.sectionNumber,
    isVirtual: view.isVirtual,
    nextClassDate: session.startsAt.toISOString(),
    endTime: session.endTime,
    roomCode: view.roomCode,
    enrollmentCount,
    maxEnrollment: capacity,
    instructorName: view.lecturerName,
    joinUrl,
    joinWindowOpen: isJoinWindowOpen(session.startsAt, session.endsAt, now),
    canJoinAt: canJoinAt.toISOString(),
  };
}
