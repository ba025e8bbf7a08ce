// The schedule as a PDF, built on the server with the kit's pdfmake setup (one face, DejaVu Sans: a bold one cost a
// 1,000-session week about 30 ms): a landscape timetable of a week or a month, day by day, sessions in time order,
// in the reader's language.
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { localizedName, type ScheduleSession } from '@campus/contracts/organizational';
import { PDF_FONT_FILE, PDF_LOCALES as LOCALES, pdfDocument, pdfMadeAt, pdfTable, renderPdf, type Content, type PdfLanguage, type TableCell, type TDocumentDefinitions } from '@campus/kit';

interface PdfTexts {
  title: string;
  columns: [time: string, course: string, section: string, room: string, instructor: string];
  virtual: string;
  noClasses: string;
  /** Where the times hold, and when the file was made. */
  zone: (zone: string, made: string) => string;
  page: (page: number, pages: number) => string;
}

const TEXTS: Record<PdfLanguage, PdfTexts> = {
  hy: {
    title: 'Դասացուցակ',
    columns: ['Ժամ', 'Առարկա', 'Խումբ', 'Լսարան', 'Դասախոս'],
    virtual: 'Առցանց',
    noClasses: 'Այս ժամանակահատվածում դասեր չկան։',
    zone: (zone, made) => `Ժամերը՝ ${zone} ժամային գոտով։ Ստեղծվել է՝ ${made}`,
    page: (page, pages) => `Էջ ${page} / ${pages}`,
  },
  en: {
    title: 'Schedule',
    columns: ['Time', 'Course', 'Section', 'Room', 'Instructor'],
    virtual: 'Virtual',
    noClasses: 'No classes in this period.',
    zone: (zone, made) => `Times in ${zone}. Generated ${made}`,
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  ru: {
    title: 'Расписание',
    columns: ['Время', 'Дисциплина', 'Секция', 'Аудитория', 'Преподаватель'],
    virtual: 'Онлайн',
    noClasses: 'В этот период занятий нет.',
    zone: (zone, made) => `Время указано по часовому поясу ${zone}. Создано: ${made}`,
    page: (page, pages) => `Стр. ${page} из ${pages}`,
  },
};

export interface SchedulePdfInput {
  /** Whose schedule: the person's or the department's name. */
  owner: string;
  /** First and last day shown (YYYY-MM-DD, both included). */
  from: string;
  to: string;
  sessions: ScheduleSession[];
  language: PdfLanguage;
  /** The university's IANA zone: class times are wall-clock times there. */
  timeZone: string;
  now?: Date;
}

const BODY_SIZE = 9;
/** Content widths in points (time, course, section, room, instructor): with the layout's 8 pt paddings they fill the 770 pt of a landscape A4 page within its margins. */
const COLUMN_WIDTHS: readonly number[] = [60, 356, 48, 70, 172];

let bodyFont: Font | undefined;
const advances = new Map<number, number>();

/** A text's width at the body size: the sum of its glyphs' advances (kerning, which only narrows, left out). */
function textWidth(text: string): number {
  bodyFont ??= fontkit.openSync(PDF_FONT_FILE) as Font;
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    let advance = advances.get(code);
    if (advance === undefined) {
      advance = bodyFont.glyphForCodePoint(code).advanceWidth;
      advances.set(code, advance);
    }
    units += advance;
  }
  return (units / bodyFont.unitsPerEm) * BODY_SIZE;
}

/**
 * A table cell. pdfmake measures and draws each word of a wrapping text on its own, which made up most of the time
 * of a 1,000-session document; a text that fits its column is laid as one run (noWrap) instead.
 */
function cell(text: string, column: number): TableCell {
  return { text, noWrap: textWidth(text) <= COLUMN_WIDTHS[column]! };
}

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

function dayTitle(day: string, language: PdfLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDate(day));
}

function rangeText(from: string, to: string, language: PdfLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(utcDate(from), utcDate(to));
}

/** Sessions by date, each day's in start-time order (then course code). */
function byDay(sessions: ScheduleSession[]): Map<string, ScheduleSession[]> {
  const sorted = [...sessions].sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.courseCode.localeCompare(b.courseCode));
  const days = new Map<string, ScheduleSession[]>();
  for (const session of sorted) {
    const list = days.get(session.date);
    if (list) list.push(session);
    else days.set(session.date, [session]);
  }
  return days;
}

function sessionRow(session: ScheduleSession, language: PdfLanguage, texts: PdfTexts): TableCell[] {
  return [
    `${session.startTime.slice(0, 5)}–${session.endTime.slice(0, 5)}`,
    `${session.courseCode} · ${localizedName(session.courseName, language)}`,
    session.sectionNumber,
    session.isVirtual ? texts.virtual : (session.roomCode ?? ''),
    session.instructorName ?? '',
  ].map(cell);
}

function dayTable(day: string, sessions: ScheduleSession[], language: PdfLanguage, texts: PdfTexts): Content {
  return [
    { text: dayTitle(day, language), style: 'day' },
    pdfTable({ widths: COLUMN_WIDTHS, header: texts.columns, rows: sessions.map((session) => sessionRow(session, language, texts)) }),
  ];
}

export function schedulePdfDefinition(input: SchedulePdfInput): TDocumentDefinitions {
  const texts = TEXTS[input.language];
  const days = [...byDay(input.sessions)];
  const title = `${texts.title}: ${input.owner}`;
  return pdfDocument({
    title,
    language: input.language,
    orientation: 'landscape',
    fontSize: BODY_SIZE,
    titleSize: 18,
    styles: { subtitle: { fontSize: 11, margin: [0, 2, 0, 0] }, day: { fontSize: 12, color: '#1f3a8a', margin: [0, 12, 0, 4] } },
    content: [
      { text: title, style: 'title' },
      { text: rangeText(input.from, input.to, input.language), style: 'subtitle' },
      { text: texts.zone(input.timeZone, pdfMadeAt(input.language, input.timeZone, input.now)), style: 'note' },
      ...(days.length ? days.map(([day, sessions]) => dayTable(day, sessions, input.language, texts)) : [{ text: texts.noClasses, margin: [0, 12, 0, 0] } as Content]),
    ],
    page: texts.page,
  });
}

export const schedulePdf = (input: SchedulePdfInput): Promise<Buffer> => renderPdf(schedulePdfDefinition(input));
