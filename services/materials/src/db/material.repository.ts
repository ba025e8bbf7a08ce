// Materials as the API answers them: one, a page of what a viewer may read (filters, full-text search), the
// author's own, an assignment's, counts per assignment, homework due soon, and the writes.
import { sql, type Expression, type Insertable, type Selectable, type SqlBool, type Updateable } from 'kysely';
import { materialStreamPath, type Material, type MaterialListQuery } from '@campus/contracts/materials';
import { PAGE_SIZE } from '@campus/contracts';
import type { Viewer } from '../viewer.js';
import type { MaterialsDb } from './database.js';
import type { MaterialTable } from './material.table.js';

/** A stored material: every column but the search vector and the test-data generator's. */
export type StoredMaterial = Omit<Selectable<MaterialTable>, 'search' | 'generation_run_id' | 'generation_slot' | 'generation_section_key'>;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function materialView(row: StoredMaterial): Material {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    courseId: row.course_id,
    sectionId: row.section_id,
    weekSegment: row.week_segment,
    link: row.link,
    filePath: row.storage_key ? materialStreamPath(row.id) : null,
    fileName: row.file_name,
    fileSize: row.file_size === null ? null : Number(row.file_size),
    mimeType: row.mime_type,
    embedCode: row.embed_code,
    uploadMode: row.upload_mode,
    semesterId: row.semester_id,
    metadata: row.metadata,
    categoryKey: row.category_key,
    accessLevel: row.access_level,
    allowDownload: row.allow_download,
    dueAt: iso(row.due_at),
    createdBy: row.created_by,
    authorName: row.author_name,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

/** Every column but the search vector. */
const COLUMNS = [
  'id', 'name', 'description', 'type', 'course_id', 'section_id', 'week_segment', 'link', 'storage_key', 'file_name', 'file_size',
  'mime_type', 'embed_code', 'upload_mode', 'semester_id', 'metadata', 'category_key', 'access_level', 'allow_download', 'due_at',
  'created_by', 'author_name', 'created_at', 'updated_at',
] as const;

export function findMaterial(db: MaterialsDb, id: number): Promise<StoredMaterial | undefined> {
  return db.selectFrom('materials').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function insertMaterial(db: MaterialsDb, values: Insertable<MaterialTable>): Promise<StoredMaterial> {
  return db.insertInto('materials').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export function updateMaterial(db: MaterialsDb, id: number, values: Updateable<MaterialTable>): Promise<StoredMaterial> {
  return db.updateTable('materials').set({ ...values, updated_at: sql<string>`now()` }).where('id', '=', id).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function deleteMaterial(db: MaterialsDb, id: number): Promise<void> {
  await db.deleteFrom('materials').where('id', '=', id).execute();
}

/** Words of a search as a prefix query: letters and digits of any script, each `word:*`, all required. */
export function searchQuery(search: string | undefined): string | undefined {
  const words = (search ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8);
  return words?.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

const ids = (values: Iterable<string>) => sql`${[...values]}::uuid[]`;

/** The materials a viewer may read, as SQL (canRead in viewer.ts says the same for one material). */
export function readableBy(viewer: Viewer): Expression<SqlBool> {
  if (viewer.readsAll) return sql<SqlBool>`true`;
  return sql<SqlBool>`(course_id = any(${ids(viewer.staffCourseIds)}) or created_by = ${viewer.userId}
    or (access_level <> 'staff' and (section_id = any(${ids(viewer.enrolledSectionIds)})
      or (course_id = any(${ids(viewer.enrolledCourseIds)}) and (access_level = 'course' or section_id is null)))))`;
}

export interface MaterialFilter extends Omit<MaterialListQuery, 'page' | 'pageSize'> {
  createdBy?: string;
}

export interface Page {
  page?: number;
  pageSize?: number;
}

export async function listMaterials(db: MaterialsDb, visible: Expression<SqlBool>, filter: MaterialFilter, paging: Page) {
  const page = paging.page ?? 1;
  const pageSize = Math.min(paging.pageSize ?? PAGE_SIZE.default, PAGE_SIZE.max);
  const query = searchQuery(filter.search);
  let base = db.selectFrom('materials').where(visible);
  if (filter.courseId) base = base.where('course_id', '=', filter.courseId);
  if (filter.sectionId) base = base.where('section_id', '=', filter.sectionId);
  if (filter.type) base = base.where('type', '=', filter.type);
  if (filter.weekSegment) base = base.where('week_segment', '=', filter.weekSegment);
  if (filter.categoryKey) base = base.where('category_key', '=', filter.categoryKey);
  if (filter.createdBy) base = base.where('created_by', '=', filter.createdBy);
  if (query) base = base.where(sql<SqlBool>`search @@ to_tsquery('simple', ${query})`);
  const [rows, count] = await Promise.all([
    base.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(materialView), meta: { page, pageSize, total: Number(count.total) } };
}

/** How many `visible` materials each of these courses has, in the order given (each course once; 0 for none). */
export async function countsByCourse(db: MaterialsDb, courseIds: string[], visible: Expression<SqlBool>) {
  const rows = await db
    .selectFrom('materials')
    .select((eb) => ['course_id', eb.fn.countAll<string>().as('n')])
    .where(visible)
    .where('course_id', 'in', courseIds)
    .groupBy('course_id')
    .execute();
  const counts = new Map(rows.map((row) => [row.course_id, Number(row.n)]));
  return [...new Set(courseIds)].map((courseId) => ({ courseId, count: counts.get(courseId) ?? 0 }));
}

/** A section's materials (optionally one week segment) that the viewer may read, by category then newest. */
export async function sectionMaterials(db: MaterialsDb, visible: Expression<SqlBool>, sectionId: string, weekSegment?: string) {
  let query = db.selectFrom('materials').select(COLUMNS).where('section_id', '=', sectionId).where(visible);
  if (weekSegment) query = query.where('week_segment', '=', weekSegment as never);
  return (await query.orderBy('category_key').orderBy('created_at', 'desc').orderBy('id', 'desc').execute()).map(materialView);
}

export interface SectionCounts {
  materialCount: number;
  countsByCategory: Record<string, number>;
  nextDueAt: string | null;
}

/** Per section: how many materials (of those `visible`), how many of each category, the next homework due. */
export async function countsBySection(db: MaterialsDb, sectionIds: string[], now: Date, visible: Expression<SqlBool> = sql<SqlBool>`true`): Promise<Map<string, SectionCounts>> {
  const counts = new Map<string, SectionCounts>(sectionIds.map((id) => [id, { materialCount: 0, countsByCategory: {}, nextDueAt: null }]));
  if (!sectionIds.length) return counts;
  const rows = await db
    .selectFrom('materials')
    .select(['section_id', 'category_key'])
    .select((eb) => [eb.fn.countAll<number>().as('n'), sql<Date | null>`min(due_at) filter (where due_at > ${now})`.as('next_due_at')])
    .where('section_id', 'in', sectionIds)
    .where(visible)
    .groupBy(['section_id', 'category_key'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.section_id!)!;
    const n = Number(row.n);
    entry.materialCount += n;
    if (row.category_key) entry.countsByCategory[row.category_key] = n;
    const due = iso(row.next_due_at);
    if (due && (!entry.nextDueAt || due < entry.nextDueAt)) entry.nextDueAt = due;
  }
  return counts;
}

interface SectionSet {
  sectionIds: string[];
  courseIds: string[];
}

export interface DueSoonFilter {
  from: Date;
  to: Date;
  limit: number;
  /** Sections the caller teaches: all their homework, and the course-wide homework of their courses. */
  teaching: SectionSet;
  /** Sections the caller is enrolled in: what a student of them may read (never `staff`). */
  enrolled: SectionSet;
}

/** Homework due between from and to in the caller's sections, earliest first. */
export function dueHomework(db: MaterialsDb, filter: DueSoonFilter) {
  const { teaching, enrolled } = filter;
  return db
    .selectFrom('materials')
    .select(['id', 'name', 'course_id', 'section_id', 'due_at'])
    .where('category_key', '=', 'homework')
    .where('due_at', '>=', filter.from)
    .where('due_at', '<=', filter.to)
    .where(
      sql<SqlBool>`(section_id = any(${ids(teaching.sectionIds)}) or (section_id is null and course_id = any(${ids(teaching.courseIds)}))
        or (access_level <> 'staff' and (section_id = any(${ids(enrolled.sectionIds)})
          or (course_id = any(${ids(enrolled.courseIds)}) and (access_level = 'course' or section_id is null)))))`,
    )
    .orderBy('due_at')
    .orderBy('id')
    .limit(filter.limit)
    .execute();
}
