// The test-data generator's materials (issue 15, /admin/testing): for each course of a window, what a lecturer puts up
// in a term, the course's (no section: every student of every section of the course reads it, and its lecturers):
//   a syllabus, a real PDF in the three languages (the kit's renderer), in storage like an upload;
//   2–3 lecture slide decks (links), one per week segment;
//   1–2 readings (links to open textbooks) and a recorded lecture (a video embed, as the demo's);
//   1–2 homework (links) due on a weekday evening inside the period, so the due-soon cards have something.
// 6–9 a course: about 6,000 records and 800 small files at the benchmark's 800 courses. Titles carry the course's
// name (its "GEN<n> · " mark included), so generated materials are recognisable wherever they show.
// What a course gets follows from the seed and its code without the run's tag (randomFor), never from ids or from the
// window it came in. A course whose sections come in several windows gets its materials once: a slot is unique per
// run and course, and the author is the lecturer of the course's lowest section key, whichever window came first.
// Nobody is notified: generated materials are not announced.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { InternalUsersResponse } from '@campus/contracts';
import { randomFor, type GeneratedActivityBody, type GeneratedSection } from '@campus/contracts/generated-activity';
import { GENERATED_CODE_PREFIX } from '@campus/contracts/organizational';
import { pdfDocument, renderPdf, type ServiceDeps } from '@campus/kit';
import { sql, type Insertable } from 'kysely';
import type { MaterialsDb } from './db/database.js';
import type { MaterialTable } from './db/material.table.js';
import { sanitizeEmbedCode } from './files/embed.js';
import type { FileStorage } from './files/storage.js';
import type { WeekSegment } from '@campus/contracts/materials';

type Row = Insertable<MaterialTable>;
type Course = Pick<GeneratedSection, 'courseId' | 'courseCode' | 'courseName'> & { author: GeneratedSection['lecturer']; sectionKey: string };

const DAY_MS = 86_400_000;
const SEGMENTS: { key: WeekSegment; weeks: string; first: number; last: number }[] = [
  { key: 'weeks-1-7', weeks: '1–7', first: 1, last: 7 },
  { key: 'weeks-8-14', weeks: '8–14', first: 8, last: 14 },
  { key: 'weeks-15-21', weeks: '15–21', first: 15, last: 21 },
];
const READINGS = ['https://openstax.org/subjects', 'https://ocw.mit.edu/search/', 'https://www.khanacademy.org/', 'https://en.wikibooks.org/wiki/Main_Page'];
const SLIDES = ['https://ocw.mit.edu/search/?t=Lecture%20Notes', 'https://openstax.org/subjects', 'https://en.wikiversity.org/wiki/Wikiversity:Main_Page'];
const VIDEOS = ['aircAruvnKk', 'IHZwWFHWa-w', 'Ilg3gGewQ5U', 'fNk_zzaMoSs'];

const NAME_MAX = 255;
const titled = (what: string, course: Course) => `${what} — ${course.courseName.hy}`.slice(0, NAME_MAX);

/** A storage key (a uuid's shape, as storage-keys.ts makes them) that follows from the run, course and slot. */
export function generatedStorageKey(runId: string, courseId: string, slot: string): string {
  const hex = createHash('sha256').update(`${runId}/${courseId}/${slot}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}.pdf`;
}

/** Each course of the window once, with the section of its lowest key (the one its materials are made from). */
export function coursesOf(sections: GeneratedSection[]): Course[] {
  const courses = new Map<string, Course>();
  for (const section of sections) {
    const known = courses.get(section.courseId);
    if (known && known.sectionKey < section.key) continue;
    courses.set(section.courseId, { courseId: section.courseId, courseCode: section.courseCode, courseName: section.courseName, author: section.lecturer, sectionKey: section.key });
  }
  return [...courses.values()];
}

/** The course's code without the run's GEN<n>- tag: the same seed gives the same materials in every run. */
const untagged = (code: string) => code.replace(new RegExp(`^${GENERATED_CODE_PREFIX}\\d+-`), '');

/** Monday–Friday (weekday 0–4) evening, 19:59 UTC (23:59 in Yerevan), of week `week` (1-based) of the period, inside it. */
function dueIn(period: GeneratedActivityBody['period'], week: number, weekday: number): Date {
  const start = Date.parse(`${period.startsOn}T00:00:00Z`);
  const end = Date.parse(`${period.endsOn}T00:00:00Z`);
  const monday = start - ((new Date(start).getUTCDay() + 6) % 7) * DAY_MS;
  const day = Math.max(start, Math.min(monday + ((week - 1) * 7 + weekday) * DAY_MS, end));
  return new Date(day + (19 * 60 + 59) * 60_000);
}

interface Made {
  runId: string;
  seed: number;
  period: GeneratedActivityBody['period'];
  /** The author's display name, from auth ('' when auth does not know the account). */
  authorName: string;
  /** The recorded lecture's iframe, through the same sanitiser as a lecturer's paste ('' when its host is not allowed). */
  video: (id: string) => string;
}

/** A course's materials but the syllabus's file columns. */
export function courseRows(course: Course, made: Made): Row[] {
  const random = randomFor(made.seed, 'materials', untagged(course.courseCode));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const common = {
    course_id: course.courseId, section_id: null, semester_id: made.period.id, access_level: 'course' as const, metadata: '{}',
    created_by: course.author.userId, author_name: made.authorName,
    generation_run_id: made.runId, generation_section_key: course.sectionKey,
  };
  const link = (slot: string, name: string, description: string, url: string, extra: Partial<Row>): Row => ({
    ...common, generation_slot: slot, name, description, type: 'link', upload_mode: 'link', link: url, ...extra,
  });
  const rows: Row[] = [
    {
      ...common, generation_slot: 'syllabus', name: titled('Դասընթացի ծրագիր', course), description: `Syllabus · Программа курса: ${course.courseName.en}`.slice(0, 5000),
      type: 'pdf', upload_mode: 'file', category_key: 'lecture', week_segment: 'general',
    },
  ];
  const decks = 2 + Math.floor(random() * 2);
  for (const segment of SEGMENTS.slice(0, decks)) {
    rows.push(link(`slides-${segment.first}`, titled(`Դասախոսությունների սլայդներ, շաբաթներ ${segment.weeks}`, course), `Lecture slides, weeks ${segment.weeks} · Слайды лекций, недели ${segment.weeks}`, pick(SLIDES), { category_key: 'lecture', week_segment: segment.key }));
  }
  const readings = 1 + Math.floor(random() * 2);
  for (let index = 0; index < readings; index++) {
    rows.push(link(`reading-${index + 1}`, titled(`Ընթերցանություն ${index + 1}`, course), 'Open textbook chapter · Глава открытого учебника', pick(READINGS), { category_key: 'reading', week_segment: SEGMENTS[index]!.key }));
  }
  const video = made.video(pick(VIDEOS));
  if (video) {
    rows.push({ ...common, generation_slot: 'video', name: titled('Տեսադասախոսություն', course), description: 'Recorded lecture · Видеолекция', type: 'video', upload_mode: 'embed', embed_code: video, category_key: 'lecture', week_segment: 'weeks-1-7' });
  }
  const homework = 1 + (random() < 0.6 ? 1 : 0);
  for (let index = 0; index < homework; index++) {
    const segment = SEGMENTS[index]!;
    const week = segment.first + 2 + Math.floor(random() * 4);
    rows.push(link(`homework-${index + 1}`, titled(`Տնային աշխատանք ${index + 1}`, course), 'Exercises from the lectures; submit in class · Упражнения по лекциям', pick(READINGS), {
      category_key: 'homework', week_segment: segment.key, due_at: dueIn(made.period, week, Math.floor(random() * 5)),
    }));
  }
  return rows;
}

/** The syllabus as a small PDF in DejaVu Sans (Armenian, English, Russian). */
export function syllabusPdf(course: Course, period: GeneratedActivityBody['period']): Promise<Buffer> {
  const { hy, en, ru } = course.courseName;
  const plan = SEGMENTS.map((segment, index) => `Շաբաթներ / weeks / недели ${segment.weeks}: ${['հիմունքներ / foundations / основы', 'կիրառություն / practice / практика', 'նախագիծ և քննություն / project and exam / проект и экзамен'][index]}`);
  return renderPdf(pdfDocument({
    title: `${course.courseCode} — ${hy}`,
    language: 'hy',
    fontSize: 11,
    titleSize: 16,
    content: [
      { text: `${course.courseCode} — ${hy}`, style: 'title' },
      { text: `${en} · ${ru}`, style: 'note' },
      { text: `Դասընթացի ծրագիր / Syllabus / Программа курса · ${period.startsOn} – ${period.endsOn}`, margin: [0, 8, 0, 8] },
      { ul: plan },
    ],
    page: (page, pages) => `${page} / ${pages}`,
  }));
}

export interface GeneratedMaterialsDeps {
  deps: ServiceDeps;
  db: MaterialsDb;
  storage: FileStorage;
}

async function authorNames(deps: ServiceDeps, userIds: string[]): Promise<Map<string, string>> {
  const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { ids: [...new Set(userIds)] } });
  return new Map(users.map((user) => [user.id, user.displayName]));
}

/** Writes a window's materials in one statement (one transaction); the files first, each course's once per run. */
export async function writeGeneratedMaterials({ deps, db, storage }: GeneratedMaterialsDeps, body: GeneratedActivityBody): Promise<{ materials: number; files: number }> {
  const courses = coursesOf(body.sections);
  const courseIds = courses.map((course) => course.courseId);
  const filed = await db.selectFrom('materials').select('course_id').where('generation_run_id', '=', body.runId).where('generation_slot', '=', 'syllabus').where('course_id', 'in', courseIds).execute();
  const hasFile = new Set(filed.map((row) => row.course_id));
  const names = await authorNames(deps, courses.map((course) => course.author.userId));
  const hosts = deps.config.materials.embedHosts;
  const video = (id: string) => sanitizeEmbedCode(`<iframe src="https://www.youtube-nocookie.com/embed/${id}" title="Lecture" width="560" height="315" allowfullscreen></iframe>`, hosts);

  const written: string[] = [];
  const rows: Row[] = [];
  try {
    for (const course of courses) {
      const key = generatedStorageKey(body.runId, course.courseId, 'syllabus');
      const [syllabus, ...rest] = courseRows(course, { runId: body.runId, seed: body.seed, period: body.period, authorName: names.get(course.author.userId) ?? '', video });
      let size: number | undefined;
      if (!hasFile.has(course.courseId)) {
        const pdf = await syllabusPdf(course, body.period);
        await storage.write(key, Readable.from([pdf]));
        written.push(key);
        size = pdf.length;
      }
      // A course already filed keeps its row's file; the upsert below changes only its author then.
      rows.push({ ...syllabus!, storage_key: key, file_name: `${untagged(course.courseCode)}-syllabus.pdf`, file_size: size ?? 0, mime_type: 'application/pdf' }, ...rest);
    }
    const inserted = await db.transaction().execute((trx) =>
      trx
        .insertInto('materials')
        .values(rows)
        .onConflict((conflict) =>
          conflict
            .columns(['generation_run_id', 'course_id', 'generation_slot'])
            .where('generation_run_id', 'is not', null)
            .doUpdateSet((eb) => ({ created_by: eb.ref('excluded.created_by'), author_name: eb.ref('excluded.author_name'), generation_section_key: eb.ref('excluded.generation_section_key') }))
            .where(sql<boolean>`excluded.generation_section_key collate "C" < materials.generation_section_key collate "C"`),
        )
        .returning(sql<boolean>`xmax = 0`.as('inserted'))
        .execute(),
    );
    return { materials: inserted.filter((row) => row.inserted).length, files: written.length };
  } catch (error) {
    await removeUnreferenced(db, storage, written);
    throw error;
  }
}

/** After a failed write: the files of this call that no material holds. */
async function removeUnreferenced(db: MaterialsDb, storage: FileStorage, keys: string[]): Promise<void> {
  if (!keys.length) return;
  const held = new Set((await db.selectFrom('materials').select('storage_key').where('storage_key', 'in', keys).execute()).map((row) => row.storage_key));
  await removeFiles(storage, keys.filter((key) => !held.has(key)));
}

const REMOVING_AT_ONCE = 8;

async function removeFiles(storage: FileStorage, keys: string[]): Promise<void> {
  for (let at = 0; at < keys.length; at += REMOVING_AT_ONCE) await Promise.all(keys.slice(at, at + REMOVING_AT_ONCE).map((key) => storage.remove(key)));
}

/**
 * Removes the run's files, then every material of the run: a removal that fails half way leaves rows whose files
 * are gone (the retry deletes them), never files no row names.
 */
export async function removeGeneratedMaterials({ db, storage }: Omit<GeneratedMaterialsDeps, 'deps'>, runId: string): Promise<{ materials: number; files: number }> {
  const filed = await db.selectFrom('materials').select('storage_key').where('generation_run_id', '=', runId).where('storage_key', 'is not', null).execute();
  const keys = filed.map((row) => row.storage_key!);
  await removeFiles(storage, keys);
  const removed = await db.deleteFrom('materials').where('generation_run_id', '=', runId).executeTakeFirst();
  return { materials: Number(removed.numDeletedRows), files: keys.length };
}
