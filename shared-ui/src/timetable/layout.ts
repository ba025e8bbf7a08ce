// The timetable's layout rules, kept apart from React so they can be tested at any density: which classes share
// a lane, how a day splits into lanes per room, group or lecturer, and what the week overview shows in each hour.
import type { LocalizedName } from '@campus/contracts';

/** What the timetable needs of a class; a weekly class fits as it is, a schedule session names its instructor. */
export interface TimetableEntry {
  id: string;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
  startTime: string;
  endTime: string;
  courseCode: string;
  courseName: LocalizedName;
  sectionNumber: string;
  lecturerName: string | null;
  roomCode: string | null;
  groupNames: string[];
  isVirtual: boolean;
  /** The reader teaches or attends it. */
  highlighted?: boolean;
  enrollmentCount?: number;
  capacity?: number;
  joinUrl?: string | null;
}

export const DAY_START = 8 * 60;
export const DAY_END = 21 * 60;

export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function toTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const byStart = <T extends TimetableEntry>(a: T, b: T) =>
  toMinutes(a.startTime) - toMinutes(b.startTime) || toMinutes(a.endTime) - toMinutes(b.endTime) || a.courseCode.localeCompare(b.courseCode) || a.id.localeCompare(b.id);

export interface Placed<T> {
  entry: T;
  /** Column inside its cluster of overlapping classes, and how many columns that cluster needs. */
  column: number;
  columns: number;
}

/** Overlapping classes side by side: each takes the first free column of its cluster, and the cluster shares the width. */
export function sideBySide<T extends TimetableEntry>(entries: T[]): Placed<T>[] {
  const placed: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let columnEnds: number[] = [];
  const flush = () => {
    cluster.forEach((item) => (item.columns = columnEnds.length));
    cluster = [];
    columnEnds = [];
  };
  for (const entry of [...entries].sort(byStart)) {
    const start = toMinutes(entry.startTime);
    if (columnEnds.length && start >= Math.max(...columnEnds)) flush();
    let column = columnEnds.findIndex((end) => end <= start);
    if (column === -1) column = columnEnds.length;
    columnEnds[column] = toMinutes(entry.endTime);
    const item = { entry, column, columns: 1 };
    cluster.push(item);
    placed.push(item);
  }
  flush();
  return placed;
}

export const LANE_KINDS = ['room', 'group', 'lecturer', 'none'] as const;
export type LaneKind = (typeof LANE_KINDS)[number];

export interface Lane<T> {
  /** The room code, group name or lecturer name; '' for classes without one (online, no group, TBA). */
  key: string;
  entries: T[];
}

function laneKeys(entry: TimetableEntry, kind: LaneKind): string[] {
  if (kind === 'room') return [entry.isVirtual ? '' : (entry.roomCode ?? '')];
  if (kind === 'group') return entry.groupNames.length ? entry.groupNames : [''];
  if (kind === 'lecturer') return [entry.lecturerName ?? ''];
  return ['all'];
}

/** A day's classes split into lanes, one per room (group, lecturer) by name, those without one last; a class of several groups sits in each group's lane. */
export function lanesOf<T extends TimetableEntry>(entries: T[], kind: LaneKind): Lane<T>[] {
  const lanes = new Map<string, T[]>();
  for (const entry of [...entries].sort(byStart)) {
    for (const key of laneKeys(entry, kind)) lanes.set(key, [...(lanes.get(key) ?? []), entry]);
  }
  return [...lanes].map(([key, items]) => ({ key, entries: items })).sort((a, b) => (a.key === '') !== (b.key === '') ? (a.key === '' ? 1 : -1) : a.key.localeCompare(b.key, undefined, { numeric: true }));
}

/** Rows a week cell lists before it folds the rest into "+N more" (never folding a single class). */
export const CELL_ROWS = 3;

export interface WeekCell<T> {
  shown: T[];
  hidden: T[];
}

/** The week overview: each day's classes by the hour they start in, a few listed and the rest counted. */
export function weekCells<T extends TimetableEntry>(entries: T[], rows = CELL_ROWS): Map<number, Map<number, WeekCell<T>>> {
  const days = new Map<number, Map<number, T[]>>();
  for (const entry of [...entries].sort(byStart)) {
    const hours = days.get(entry.weekday) ?? new Map<number, T[]>();
    const hour = Math.floor(toMinutes(entry.startTime) / 60);
    hours.set(hour, [...(hours.get(hour) ?? []), entry]);
    days.set(entry.weekday, hours);
  }
  const fold = (items: T[]): WeekCell<T> => (items.length <= rows + 1 ? { shown: items, hidden: [] } : { shown: items.slice(0, rows), hidden: items.slice(rows) });
  return new Map([...days].map(([day, hours]) => [day, new Map([...hours].map(([hour, items]) => [hour, fold(items)]))]));
}

/** The hours the grid shows: the working day, widened to any class outside it. */
export function hoursOf(entries: TimetableEntry[]): number[] {
  const first = Math.min(DAY_START, ...entries.map((entry) => toMinutes(entry.startTime)));
  const last = Math.max(DAY_END, ...entries.map((entry) => toMinutes(entry.endTime)));
  return Array.from({ length: Math.ceil(last / 60) - Math.floor(first / 60) }, (_, index) => Math.floor(first / 60) + index);
}

/** Monday to Saturday, and Sunday when a class falls on it. */
export function daysOf(entries: TimetableEntry[]): number[] {
  return entries.some((entry) => entry.weekday === 7) ? [1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5, 6];
}

/** The date (local midnight) of a weekday in the week of `monday` (YYYY-MM-DD). */
export function dateOfWeekday(monday: string, weekday: number): Date {
  const [year = 0, month = 1, day = 1] = monday.split('-').map(Number);
  return new Date(year, month - 1, day + weekday - 1);
}

export interface TimetableFilter {
  search?: string;
  lecturer?: string;
  room?: string;
  group?: string;
}

/** Whether a class passes the filter; the search reads the course code and names, section, lecturer, room and groups. */
export function matchesFilter(entry: TimetableEntry, filter: TimetableFilter): boolean {
  if (filter.lecturer && entry.lecturerName !== filter.lecturer) return false;
  if (filter.room && entry.roomCode !== filter.room) return false;
  if (filter.group && !entry.groupNames.includes(filter.group)) return false;
  const search = filter.search?.trim().toLocaleLowerCase();
  if (!search) return true;
  const text = [entry.courseCode, entry.sectionNumber, entry.lecturerName, entry.roomCode, ...entry.groupNames, ...Object.values(entry.courseName)];
  return text.some((value) => value?.toLocaleLowerCase().includes(search));
}

/** The lecturers, rooms and groups the classes name, sorted: the filter's choices. */
export function filterChoices(entries: TimetableEntry[]) {
  const sorted = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  return {
    lecturers: sorted(entries.map((entry) => entry.lecturerName)),
    rooms: sorted(entries.map((entry) => entry.roomCode)),
    groups: sorted(entries.flatMap((entry) => entry.groupNames)),
  };
}
