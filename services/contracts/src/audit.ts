// The audit log: who changed what, when and from where. A route that changes records on behalf of a role declares
// its action (`config: { audit: 'group.archived' }`); the kit writes the entry when the change succeeds, and
// administrators read the log at /admin/audit (GET /api/auth/audit).
import { Type, type Static } from 'typebox';
import { DataList, PageNumber } from './lists.js';

/** What kind of record an action changed: the part before the dot. */
export const AUDIT_RECORDS = [
  'user',
  'roles',
  'faculty',
  'faculty_staff',
  'department',
  'program',
  'academic_year',
  'period',
  'exam_session',
  'holiday',
  'lecturer',
  'student',
  'course',
  'section',
  'group',
  'room',
  'weekly_class',
  'allocation',
  'announcement',
  'import',
  'material',
  'attendance',
  'midterm',
  'area_settings',
  'survey',
  'generated_data',
] as const;
export type AuditRecord = (typeof AUDIT_RECORDS)[number];

/** What happened to it: the part after the dot. */
export const AUDIT_VERBS = ['created', 'updated', 'deleted', 'archived', 'status_changed', 'enrolled', 'unenrolled', 'moved', 'initialised', 'sent', 'linked', 'unlinked', 'published', 'scheduled', 'closed', 'duplicated', 'evaluations_generated'] as const;
export type AuditVerb = (typeof AUDIT_VERBS)[number];

export type AuditAction = `${AuditRecord}.${AuditVerb}`;

export function parseAuditAction(action: string): { record: AuditRecord; verb: AuditVerb } | undefined {
  const [record, verb] = action.split('.') as [AuditRecord, AuditVerb];
  return AUDIT_RECORDS.includes(record) && AUDIT_VERBS.includes(verb) ? { record, verb } : undefined;
}

/** How far back the list reaches; without a period it reaches back to the first entry. */
export const AUDIT_PERIODS = ['24h', '7d', '30d', '365d'] as const;
export type AuditPeriod = (typeof AUDIT_PERIODS)[number];

export const AUDIT_MAX_PAGE_SIZE = 100;

export const AuditQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200, description: "Part of the actor's email, the record's name or code, or a record id" })),
    record: Type.Optional(Type.Enum(AUDIT_RECORDS)),
    verb: Type.Optional(Type.Enum(AUDIT_VERBS)),
    actorId: Type.Optional(Type.String({ format: 'uuid' })),
    recordId: Type.Optional(Type.String({ maxLength: 100 })),
    period: Type.Optional(Type.Enum(AUDIT_PERIODS, { description: 'Only the last 24 hours, 7, 30 or 365 days' })),
    page: Type.Optional(PageNumber),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_MAX_PAGE_SIZE, default: 20 })),
    sort: Type.Optional(Type.Literal('at')),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { description: 'Newest first unless asc' })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  at: Type.String({ format: 'date-time' }),
  actorId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  actorEmail: Type.Union([Type.String(), Type.Null()]),
  /** `<record>.<verb>`, e.g. group.archived. */
  action: Type.String(),
  recordId: Type.Union([Type.String(), Type.Null()]),
  /** The record's code, name or email as it was answered, when it had one. */
  recordLabel: Type.Union([Type.String(), Type.Null()]),
  /** What was asked: the request's fields (secrets left out) and path parameters other than the record's id. */
  details: Type.Record(Type.String(), Type.Unknown()),
  ip: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.Union([Type.String(), Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** One page of entries, newest first unless asked otherwise, with the number that match. */
export const AuditResponse = DataList(AuditEntry);
export type AuditResponse = Static<typeof AuditResponse>;
