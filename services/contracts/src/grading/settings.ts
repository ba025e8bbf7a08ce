// What an area decides itself (issue 14 part 6): the pass mark, the examination board's at-risk rules and the default
// term, per faculty and per department. The rules in force for a section or a student are its department's where the
// department has its own, else its faculty's, else grading's configuration (PASS_MARK, AT_RISK_FAILING_SUBJECTS,
// AT_RISK_ABSENCE_SHARE; no default term).
//
// /api/grading/settings (admin: any; deans_office: its faculties and their departments; chair: its departments; 403 others)
//   GET ?facultyId | ?departmentId                 → AreaSettings
//   PUT ?facultyId | ?departmentId  AreaSettingsChange → AreaSettings   (inherit: true removes the unit's own settings)
// GET /api/grading/settings/mine (deans_office, chair, quality_assurance; admin) → {data: MyArea}: the caller's area
//   (from organizational's answer about the units they manage) and the term its screens open on
//
// /internal/organizational/board/units?managerUserId (service token)
//   → {data: ManagedUnits}: the faculties whose dean's office managerUserId is and the departments they manage
//     (all of both without managerUserId).
import { Type, type Static } from 'typebox';
import { LocalizedName } from '../organizational/common.js';
import { Nullable, Uuid } from '../organizational/primitives.js';

export const SETTINGS_PATH = '/api/grading/settings';
/** GET → {data: ManagedUnits}: the units whose settings the caller may change (an administrator: all). */
export const SETTINGS_UNITS_PATH = '/api/grading/settings/units';
/**
 * GET → {data: MyArea}: the default term of the caller's own area, which the staff screens that choose a term (the
 * examination board, the reports, the midterm overviews) open on when the address names none.
 */
export const SETTINGS_MINE_PATH = '/api/grading/settings/mine';
export const ORGANIZATIONAL_SETTINGS_PATHS = { units: '/internal/organizational/board/units' } as const;

/** Browsers translate by code under `grading:errors.<CODE>`. */
export const SETTINGS_MESSAGES = {
  /** 400: exactly one of facultyId and departmentId. */
  SETTINGS_UNIT_REQUIRED: 'Name either a faculty or a department',
  /** 404: a faculty or department that does not exist. */
  SETTINGS_UNIT_NOT_FOUND: 'Faculty or department not found',
  /** 403: not the unit's dean's office or chair. */
  SETTINGS_ACCESS_DENIED: 'You do not manage this faculty or department',
  /** 400, details {min, max, step}: a pass mark outside the grade bounds or off the step. */
  SETTINGS_PASS_MARK_INVALID: 'The pass mark must be a grade within the allowed range',
  /** 400, details {min, max}. */
  SETTINGS_ABSENCE_SHARE_INVALID: 'The absence share must lie between 0 and 1',
  /** 400, details {min, max}. */
  SETTINGS_FAILING_SUBJECTS_INVALID: 'The number of failing subjects must lie between 0 and 20',
  /** 400: a default term that does not exist. */
  SETTINGS_PERIOD_NOT_FOUND: 'The default term does not exist',
} as const;
export type SettingsErrorCode = keyof typeof SETTINGS_MESSAGES;

export const FAILING_SUBJECTS_MAX = 20;
export const RULES_SOURCES = ['department', 'faculty', 'default'] as const;
export type RulesSource = (typeof RULES_SOURCES)[number];

export const AreaSettingsQuery = Type.Object({ facultyId: Type.Optional(Uuid), departmentId: Type.Optional(Uuid) }, { additionalProperties: false });
export type AreaSettingsQuery = Static<typeof AreaSettingsQuery>;

const ValueProperties = {
  passMark: Type.Number(),
  /** 0 turns the failing-subjects rule off. */
  failingSubjects: Type.Integer(),
  absenceShare: Type.Number(),
  /** The term the area's screens open on; null: the active one. */
  defaultPeriodId: Nullable(Uuid),
};

/** A change: the unit's own values, or `inherit: true` to drop them (a department then follows its faculty). */
export const AreaSettingsChange = Type.Object({ ...ValueProperties, inherit: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type AreaSettingsChange = Static<typeof AreaSettingsChange>;

/** A unit's own values with who set them last and when. */
export const OwnSettings = Type.Object({ ...ValueProperties, updatedBy: Nullable(Uuid), updatedAt: Type.String({ format: 'date-time' }) });
export type OwnSettings = Static<typeof OwnSettings>;

/** The values in force and where they come from. */
export const EffectiveSettings = Type.Object({ ...ValueProperties, source: Type.Enum(RULES_SOURCES) });
export type EffectiveSettings = Static<typeof EffectiveSettings>;

export const AreaSettings = Type.Object({
  facultyId: Uuid,
  departmentId: Nullable(Uuid),
  /** The unit's own values; null when it follows its faculty (a department) or the configuration (a faculty). */
  own: Nullable(OwnSettings),
  effective: EffectiveSettings,
  /** The configuration's values and the grade bounds, for the form. */
  defaults: Type.Object({ ...ValueProperties, min: Type.Number(), max: Type.Number(), step: Type.Number() }),
  /** A faculty's departments with their own values (null: as the faculty); empty for a department. */
  departments: Type.Array(Type.Object({ departmentId: Uuid, name: LocalizedName, own: Nullable(OwnSettings) })),
});
export type AreaSettings = Static<typeof AreaSettings>;

export const ManagedUnits = Type.Object({
  faculties: Type.Array(Type.Object({ id: Uuid, name: LocalizedName })),
  departments: Type.Array(Type.Object({ id: Uuid, name: LocalizedName, facultyId: Uuid })),
});
export type ManagedUnits = Static<typeof ManagedUnits>;
export const ManagedUnitsQuery = Type.Object({ managerUserId: Type.Optional(Uuid) }, { additionalProperties: false });
export type ManagedUnitsQuery = Static<typeof ManagedUnitsQuery>;

/**
 * The caller's area and the default term in force there: the dean's office's faculty's; a chair's department's (its
 * own settings, else its faculty's). With several units, the first (by code) whose default term is set. None
 * (null ids, source 'default') for administrators, quality assurance and anyone who manages no unit.
 */
export const MyArea = Type.Object({
  facultyId: Nullable(Uuid),
  departmentId: Nullable(Uuid),
  /** The term to open on; null: the active one (none set, or the one set no longer exists). */
  defaultPeriodId: Nullable(Uuid),
  source: Type.Enum(RULES_SOURCES),
});
export type MyArea = Static<typeof MyArea>;
