// The fixed vocabularies of materials (issue 12 design): types, week segments, upload modes, assignment categories,
// access levels, the file size limit and the file kinds each type accepts (checked by real content on the server).

export const MATERIAL_TYPES = ['pdf', 'video', 'audio', 'interactive', 'link'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

export const WEEK_SEGMENTS = ['general', 'weeks-1-7', 'weeks-8-14', 'weeks-15-21'] as const;
export type WeekSegment = (typeof WEEK_SEGMENTS)[number];
export const DEFAULT_WEEK_SEGMENT: WeekSegment = 'general';

export const UPLOAD_MODES = ['file', 'link', 'embed'] as const;
export type UploadMode = (typeof UPLOAD_MODES)[number];

/** Categories of assignment materials; a `homework` material has a due date. */
export const CATEGORY_KEYS = ['lecture', 'seminar', 'lab', 'reading', 'homework', 'exam'] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];
export const DUE_DATE_CATEGORY: CategoryKey = 'homework';

/** course: every student of any section of the course; section: only the section's; staff: lecturers and staff. */
export const ACCESS_LEVELS = ['course', 'section', 'staff'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const DEFAULT_ACCESS_LEVEL: AccessLevel = 'section';

/** 50 MB, enforced while the file streams in. */
export const MAX_FILE_BYTES = 52_428_800;
export const MAX_FILE_MEGABYTES = 50;

/** How long a signed download URL is valid. */
export const DOWNLOAD_URL_TTL_SECONDS = 300;

/** Due-soon defaults (spec: limit 5, window 7 days). */
export const DUE_SOON_DEFAULTS = { windowDays: 7, limit: 5 } as const;
export const DUE_SOON_BOUNDS = { windowDays: { min: 1, max: 90 }, limit: { min: 1, max: 50 } } as const;

/** Field lengths. */
export const MATERIAL_LIMITS = { name: 255, description: 5000, link: 2048, embedCode: 10_000 } as const;

/**
 * The media types each material type accepts (the server sniffs the real type from the file's first bytes);
 * `null` = anything (interactive); a link material has no file.
 */
export const ALLOWED_FILE_KINDS: Record<MaterialType, readonly string[] | null> = {
  pdf: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
  ],
  video: ['video/mp4', 'video/x-m4v', 'video/avi', 'video/x-msvideo', 'video/quicktime', 'video/x-ms-wmv'],
  audio: ['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav'],
  interactive: null,
  link: [],
};

/** The allowed kinds in the spec's words, as the 'Allowed: …' message lists them. */
export const ALLOWED_FILE_NAMES: Record<MaterialType, string> = {
  pdf: 'pdf, word, docx, plain text',
  video: 'mp4, avi, mov, wmv, quicktime',
  audio: 'mpeg, wav, mp3, x-wav',
  interactive: 'any file',
  link: 'none (a link has no file)',
};

/** Whether a file of this media type may be attached to a material of this type. */
export function fileKindAllowed(type: MaterialType, mimeType: string): boolean {
  const allowed = ALLOWED_FILE_KINDS[type];
  // 'text/plain; charset=utf-8' is text/plain.
  return allowed === null || allowed.includes(mimeType.split(';')[0]!.trim().toLowerCase());
}

export const isMaterialType = (value: unknown): value is MaterialType => MATERIAL_TYPES.includes(value as MaterialType);
