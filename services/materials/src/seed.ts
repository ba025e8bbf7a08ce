// Demo materials (demo mode only, once): for each section lecturer@campus.test teaches, a syllabus file, a lecture
// video (embed), a reading link, a staff-only answer key, and homework due in 3 and 10 days (the due-soon cards
// have something to show). Organizational and auth are asked as in a request; when they cannot be reached (the
// service started alone before them) the seed says so and the next start tries again.
import { Readable } from 'node:stream';
import type { InternalUsersResponse } from '@campus/contracts';
import { ORGANIZATIONAL_INTERNAL_PATHS, type CourseAccess, type SectionReference } from '@campus/contracts/materials';
import type { ServiceDeps } from '@campus/kit';
import type { Insertable } from 'kysely';
import { materialsDatabase, type MaterialsDb } from './db/database.js';
import type { MaterialTable } from './db/material.table.js';
import { storageFromConfig, type FileStorage } from './files/storage.js';
import { generateStorageKey } from './files/storage-keys.js';
import { sanitizeEmbedCode } from './files/embed.js';

const DEMO_LECTURER = 'lecturer@campus.test';
const DAY_MS = 86_400_000;
const LECTURE_VIDEO = '<iframe src="https://www.youtube-nocookie.com/embed/aircAruvnKk" title="Lecture 1" width="560" height="315" allowfullscreen></iframe>';

type Row = Insertable<MaterialTable>;

interface Seeding {
  author: { id: string; name: string };
  /** The lecture video's iframe, through the same sanitiser as a lecturer's paste. */
  lectureVideo: string;
}

function syllabus(section: SectionReference): Buffer {
  return Buffer.from(
    `${section.courseCode} — ${section.courseName.hy}\n${section.courseName.en}\n\n` +
      'Դասընթացի ծրագիր / Syllabus / Программа курса\n\n' +
      'Weeks 1-7: foundations. Weeks 8-14: practice. Weeks 15-21: project and exam.\n',
  );
}

async function storedSyllabus(storage: FileStorage, section: SectionReference) {
  const body = syllabus(section);
  const key = generateStorageKey('txt');
  await storage.write(key, Readable.from([body]));
  return { storage_key: key, file_name: `${section.courseCode}-syllabus.txt`, file_size: body.length, mime_type: 'text/plain; charset=utf-8' };
}

function demoRows(section: SectionReference, { author, lectureVideo }: Seeding, now: number): Omit<Row, 'storage_key'>[] {
  const common = { course_id: section.courseId, section_id: section.sectionId, semester_id: section.periodId, created_by: author.id, author_name: author.name, metadata: '{}' };
  const link = (name: string, description: string, url: string, extra: Partial<Row> = {}): Omit<Row, 'storage_key'> => ({
    ...common, name, description, type: 'link', upload_mode: 'link', link: url, category_key: 'reading', week_segment: 'general', ...extra,
  });
  return [
    {
      ...common, name: 'Դասախոսություն 1 — ներածություն', description: 'Introductory lecture (video) · Вводная лекция', type: 'video', upload_mode: 'embed',
      embed_code: lectureVideo,
      category_key: 'lecture', week_segment: 'weeks-1-7',
    },
    link('Ընթերցանություն՝ գլուխ 1', 'Chapter 1 of the course book, open access', 'https://openstax.org/subjects', { week_segment: 'weeks-1-7', access_level: 'course' }),
    link('Տնային աշխատանք 1', 'Exercises 1-5; submit in class', 'https://openstax.org/subjects', { category_key: 'homework', due_at: new Date(now + 3 * DAY_MS), week_segment: 'weeks-1-7' }),
    link('Տնային աշխատանք 2', 'Exercises 6-10', 'https://openstax.org/subjects', { category_key: 'homework', due_at: new Date(now + 10 * DAY_MS), week_segment: 'weeks-8-14' }),
    link('Answer key — homework 1', 'For the course staff only', 'https://openstax.org/subjects', { category_key: 'homework', due_at: new Date(now + 3 * DAY_MS), access_level: 'staff' }),
  ];
}

async function seedSection(db: MaterialsDb, storage: FileStorage, section: SectionReference, seeding: Seeding): Promise<void> {
  const { author } = seeding;
  const file = await storedSyllabus(storage, section);
  await db
    .insertInto('materials')
    .values([
      {
        course_id: section.courseId, section_id: section.sectionId, semester_id: section.periodId, created_by: author.id, author_name: author.name, metadata: '{}',
        name: 'Դասընթացի ծրագիր', description: 'Course syllabus · Программа курса', type: 'pdf', upload_mode: 'file', category_key: 'lecture', week_segment: 'general', ...file,
      },
      ...demoRows(section, seeding, Date.now()),
    ])
    .execute();
}

export async function seedMaterials(deps: ServiceDeps): Promise<void> {
  if (!deps.config.demo) return;
  const db = materialsDatabase(deps);
  try {
    const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails: [DEMO_LECTURER] } });
    const lecturer = users[0];
    if (!lecturer) return;
    if (await db.selectFrom('materials').select('id').where('created_by', '=', lecturer.id).limit(1).executeTakeFirst()) return;
    const access = await deps.services.request<CourseAccess>('organizational', { method: 'GET', path: `${ORGANIZATIONAL_INTERNAL_PATHS.courseAccess}/${lecturer.id}` });
    const storage = storageFromConfig(deps.config);
    const seeding: Seeding = {
      author: { id: lecturer.id, name: lecturer.displayName },
      lectureVideo: sanitizeEmbedCode(LECTURE_VIDEO, deps.config.materials.embedHosts),
    };
    for (const section of access.teaching) await seedSection(db, storage, section, seeding);
  } catch (error) {
    deps.log.warn({ err: error }, 'demo materials were not seeded; the next start tries again');
  }
}
