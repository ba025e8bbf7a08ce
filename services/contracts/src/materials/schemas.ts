// Request and answer schemas of the materials service (issue 12 design). Lists answer {data, meta: {page, pageSize,
// total}}; one material answers {data}. Multipart bodies (POST /api/materials, POST /api/materials/assignment/:id,
// a PUT with a new file) carry MaterialFormFields as text fields plus an optional `file`; they are checked by
// checkMaterialFields, whose problems come back as 400 VALIDATION_FAILED with details.errors.
import { Type, type Static } from 'typebox';
import { PAGE_SIZE } from '../lists.js';
import { LocalizedName } from '../organizational/common.js';
import { ACCESS_LEVELS, CATEGORY_KEYS, DUE_SOON_BOUNDS, DUE_SOON_DEFAULTS, MATERIAL_TYPES, UPLOAD_MODES, WEEK_SEGMENTS } from './constants.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
/** A material's id: a Postgres integer identity. */
const MaterialId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const MaterialTypeSchema = Type.Enum(MATERIAL_TYPES);
export const WeekSegmentSchema = Type.Enum(WEEK_SEGMENTS);
export const UploadModeSchema = Type.Enum(UPLOAD_MODES);
export const CategoryKeySchema = Type.Enum(CATEGORY_KEYS);
export const AccessLevelSchema = Type.Enum(ACCESS_LEVELS);

export const Material = Type.Object({
  id: MaterialId,
  name: Type.String(),
  description: Type.String(),
  type: MaterialTypeSchema,
  courseId: Uuid,
  sectionId: Nullable(Uuid),
  weekSegment: WeekSegmentSchema,
  link: Nullable(Type.String()),
  /** `/api/materials/{id}/stream` when a file is stored; the storage key is never exposed. */
  filePath: Nullable(Type.String()),
  /** The original name, sanitised, for display. */
  fileName: Nullable(Type.String()),
  fileSize: Nullable(Type.Integer({ minimum: 0 })),
  mimeType: Nullable(Type.String()),
  /** Sanitised: only iframes of allowed video hosts. */
  embedCode: Nullable(Type.String()),
  uploadMode: UploadModeSchema,
  semesterId: Nullable(Uuid),
  metadata: Type.Record(Type.String(), Type.Unknown()),
  categoryKey: Nullable(CategoryKeySchema),
  accessLevel: AccessLevelSchema,
  allowDownload: Type.Boolean(),
  dueAt: Nullable(DateTime),
  createdBy: Uuid,
  authorName: Type.String(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Material = Static<typeof Material>;

/** The text fields of a material's form (multipart or JSON); checked by checkMaterialFields, not by the schema. */
export const MaterialFormFields = Type.Object(
  {
    id: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
    name: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
    type: Type.Optional(Type.String()),
    courseId: Type.Optional(Type.String()),
    sectionId: Type.Optional(Nullable(Type.String())),
    weekSegment: Type.Optional(Type.String()),
    uploadMode: Type.Optional(Type.String()),
    link: Type.Optional(Nullable(Type.String())),
    embedCode: Type.Optional(Nullable(Type.String())),
    semesterId: Type.Optional(Nullable(Type.String())),
    /** An object, or its JSON text in a multipart form. */
    metadata: Type.Optional(Type.Unknown()),
    categoryKey: Type.Optional(Nullable(Type.String())),
    accessLevel: Type.Optional(Type.String()),
    /** A boolean, or 'true'/'false' in a multipart form. */
    allowDownload: Type.Optional(Type.Union([Type.Boolean(), Type.String()])),
    dueAt: Type.Optional(Nullable(Type.String())),
  },
  { additionalProperties: false },
);
export type MaterialFormFields = Static<typeof MaterialFormFields>;

const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE.max, default: PAGE_SIZE.default })),
};

/** GET /api/materials: only what the caller may see; `search` matches words of name and description by prefix. */
export const MaterialListQuery = Type.Object(
  {
    ...Paging,
    courseId: Type.Optional(Uuid),
    sectionId: Type.Optional(Uuid),
    type: Type.Optional(MaterialTypeSchema),
    weekSegment: Type.Optional(WeekSegmentSchema),
    categoryKey: Type.Optional(CategoryKeySchema),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type MaterialListQuery = Static<typeof MaterialListQuery>;

const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** At most this many courses are counted in one call (a page of course cards holds fewer). */
export const MATERIAL_COUNTS_MAX_COURSES = 100;
/** GET /api/materials/counts: course ids, comma-separated (a query string of one value, as every list sends it). */
export const MaterialCountsQuery = Type.Object(
  { courseIds: Type.String({ pattern: `^${UUID_TEXT}(,${UUID_TEXT}){0,${MATERIAL_COUNTS_MAX_COURSES - 1}}$` }) },
  { additionalProperties: false },
);
export type MaterialCountsQuery = Static<typeof MaterialCountsQuery>;
/** How many materials of each asked course the caller may read, in the order asked; 0 for one they may read none of. */
export const MaterialCounts = Type.Object({ data: Type.Array(Type.Object({ courseId: Type.String(), count: Type.Integer({ minimum: 0 }) })) });
export type MaterialCounts = Static<typeof MaterialCounts>;

/** GET /api/materials/my: the caller's own materials (the lecturer's list filters them by type and week segment). */
export const MyMaterialsQuery = Type.Object(
  {
    ...Paging,
    type: Type.Optional(MaterialTypeSchema),
    weekSegment: Type.Optional(WeekSegmentSchema),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type MyMaterialsQuery = Static<typeof MyMaterialsQuery>;

export const PageMeta = Type.Object({ page: Type.Integer({ minimum: 1 }), pageSize: Type.Integer({ minimum: 1 }), total: Type.Integer({ minimum: 0 }) });
export const MaterialPage = Type.Object({ data: Type.Array(Material), meta: PageMeta });
export type MaterialPage = Static<typeof MaterialPage>;
export const MaterialAnswer = Type.Object({ data: Material });
export type MaterialAnswer = Static<typeof MaterialAnswer>;
export const MaterialDeleted = Type.Object({ data: Type.Object({ id: Type.Integer() }) });
export type MaterialDeleted = Static<typeof MaterialDeleted>;
export const MaterialIdParams = Type.Object({ id: MaterialId });
export type MaterialIdParams = Static<typeof MaterialIdParams>;

/** A lecturer's teaching assignment = one section they teach (its id is the section's). */
export const TeachingAssignment = Type.Object({
  id: Uuid,
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  sectionNumber: Type.String(),
  periodId: Uuid,
  periodName: Type.String(),
  materialCount: Type.Integer({ minimum: 0 }),
  countsByCategory: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  /** The earliest due date of its homework still ahead, or null. */
  nextDueAt: Nullable(DateTime),
});
export type TeachingAssignment = Static<typeof TeachingAssignment>;
export const TeachingAssignmentList = Type.Object({ data: Type.Array(TeachingAssignment) });
export type TeachingAssignmentList = Static<typeof TeachingAssignmentList>;

export const AssignmentParams = Type.Object({ assignmentId: Uuid });
export type AssignmentParams = Static<typeof AssignmentParams>;
export const AssignmentMaterialsQuery = Type.Object({ weekSegment: Type.Optional(WeekSegmentSchema) }, { additionalProperties: false });
export type AssignmentMaterialsQuery = Static<typeof AssignmentMaterialsQuery>;
export const AssignmentMaterials = Type.Object({ assignment: TeachingAssignment, materials: Type.Array(Material) });
export type AssignmentMaterials = Static<typeof AssignmentMaterials>;

export const AssignmentMaterialParams = Type.Object({ assignmentId: Uuid, materialId: MaterialId });
export type AssignmentMaterialParams = Static<typeof AssignmentMaterialParams>;
/** A signed URL of the file as an attachment, valid DOWNLOAD_URL_TTL_SECONDS. */
export const DownloadUrl = Type.Object({ url: Type.String(), expiresAt: DateTime });
export type DownloadUrl = Static<typeof DownloadUrl>;

/** GET /api/materials/files/:materialId?expires&sig: the signature is the grant. */
export const SignedFileParams = Type.Object({ materialId: MaterialId });
export type SignedFileParams = Static<typeof SignedFileParams>;
export const SignedFileQuery = Type.Object({ expires: Type.String({ maxLength: 20 }), sig: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export type SignedFileQuery = Static<typeof SignedFileQuery>;

/** GET /api/assignments/due-soon: homework due within windowDays (and, with includeClosed, due in the past windowDays). */
export const DueSoonQuery = Type.Object(
  {
    windowDays: Type.Optional(Type.Integer({ minimum: DUE_SOON_BOUNDS.windowDays.min, maximum: DUE_SOON_BOUNDS.windowDays.max, default: DUE_SOON_DEFAULTS.windowDays })),
    limit: Type.Optional(Type.Integer({ minimum: DUE_SOON_BOUNDS.limit.min, maximum: DUE_SOON_BOUNDS.limit.max, default: DUE_SOON_DEFAULTS.limit })),
    sectionId: Type.Optional(Uuid),
    includeClosed: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);
export type DueSoonQuery = Static<typeof DueSoonQuery>;
export const DueSoonAssignment = Type.Object({
  /** The homework material's id. */
  id: Type.Integer(),
  name: Type.String(),
  courseId: Uuid,
  courseCode: Type.String(),
  courseName: LocalizedName,
  sectionId: Uuid,
  sectionNumber: Type.String(),
  dueAt: DateTime,
  /** Its due date has passed. */
  closed: Type.Boolean(),
});
export type DueSoonAssignment = Static<typeof DueSoonAssignment>;
export const DueSoonAnswer = Type.Object({ assignments: Type.Array(DueSoonAssignment) });
export type DueSoonAnswer = Static<typeof DueSoonAnswer>;

/** details of a 400 VALIDATION_FAILED: every field problem with its code, English message and params. */
export const MaterialValidationDetails = Type.Object({
  errors: Type.Array(
    Type.Object({
      field: Type.String(),
      code: Type.String(),
      message: Type.String(),
      params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
    }),
  ),
});
export type MaterialValidationDetails = Static<typeof MaterialValidationDetails>;
