// Area settings: each faculty's and department's own pass mark, at-risk rules and default term, and the values in
// force for a unit (its department's own, else its faculty's, else the configuration's). The dean's office manages its
// faculties and their departments, a chair their departments, an administrator any (organizational resolves who
// manages what); others 403.
import {
  FAILING_SUBJECTS_MAX,
  ORGANIZATIONAL_SETTINGS_PATHS,
  SETTINGS_MESSAGES,
  type AreaSettings,
  type AreaSettingsChange,
  type AreaSettingsQuery,
  type EffectiveSettings,
  type ManagedUnits,
  type MyArea,
  type OwnSettings,
  type SettingsErrorCode,
} from '@campus/contracts/grading';
import { ORGANIZATIONAL_ATTENDANCE_PATHS, type AttendancePeriod } from '@campus/contracts/attendance';
import { hasRole } from '@campus/contracts';
import { AppError, type ServiceDeps } from '@campus/kit';
import type { FastifyRequest } from 'fastify';
import { gradingDatabase, type GradingDb } from '../db/database.js';

export const settingsError = (code: SettingsErrorCode, status: number, details?: unknown) => new AppError(status, code, SETTINGS_MESSAGES[code], details);

/** A unit whose rules are asked for: a department (with its faculty), or a faculty alone. */
export interface Unit {
  facultyId: string | null | undefined;
  departmentId?: string | null;
}

export interface AreaSettingsService {
  /** The settings in force for each unit, by `unitKey`. */
  effective(units: Unit[]): Promise<Map<string, EffectiveSettings>>;
  get(request: FastifyRequest, query: AreaSettingsQuery): Promise<AreaSettings>;
  /** The units whose settings the caller may change. */
  units(request: FastifyRequest): Promise<ManagedUnits>;
  /** The caller's own area and the default term in force there (none for administrators and non-managers). */
  mine(request: FastifyRequest): Promise<MyArea>;
  put(request: FastifyRequest, query: AreaSettingsQuery, change: AreaSettingsChange): Promise<AreaSettings>;
}

/** Administrators, quality assurance and anyone who manages no unit: no area, so the active term. */
const NO_AREA: MyArea = { facultyId: null, departmentId: null, defaultPeriodId: null, source: 'default' };

export const unitKey = (unit: Unit) => `${unit.facultyId ?? ''}:${unit.departmentId ?? ''}`;

type Row = { faculty_id: string; department_id: string | null; pass_mark: number | string; failing_subjects: number; absence_share: number | string; default_period_id: string | null; updated_by: string | null; updated_at: Date };

const ownOf = (row: Row | undefined): OwnSettings | null =>
  row
    ? { passMark: Number(row.pass_mark), failingSubjects: row.failing_subjects, absenceShare: Number(row.absence_share), defaultPeriodId: row.default_period_id, updatedBy: row.updated_by, updatedAt: new Date(row.updated_at).toISOString() }
    : null;

async function rowsOf(db: GradingDb, facultyIds: string[], departmentIds: string[]): Promise<Row[]> {
  if (!facultyIds.length && !departmentIds.length) return [];
  return db
    .selectFrom('area_settings')
    .select(['faculty_id', 'department_id', 'pass_mark', 'failing_subjects', 'absence_share', 'default_period_id', 'updated_by', 'updated_at'])
    .where((eb) =>
      eb.or([
        ...(facultyIds.length ? [eb.and([eb('faculty_id', 'in', facultyIds), eb('department_id', 'is', null)])] : []),
        ...(departmentIds.length ? [eb('department_id', 'in', departmentIds)] : []),
      ]),
    )
    .execute() as Promise<Row[]>;
}

const onStep = (value: number, min: number, step: number) => Math.abs((value - min) / step - Math.round((value - min) / step)) < 1e-9;

export function areaSettings(deps: ServiceDeps): AreaSettingsService {
  const db = gradingDatabase(deps);
  const { min, max, step } = deps.config.grading;
  const defaults = { passMark: deps.config.grading.passMark, ...deps.config.grading.atRisk, defaultPeriodId: null };
  const ask = <T>(path: string) => deps.services.request<{ data: T }>('organizational', { method: 'GET', path }).then((answer) => answer.data);
  const unitsOf = (userId?: string) => ask<ManagedUnits>(`${ORGANIZATIONAL_SETTINGS_PATHS.units}${userId ? `?managerUserId=${userId}` : ''}`);

  const valuesOf = (own: OwnSettings) => ({ passMark: own.passMark, failingSubjects: own.failingSubjects, absenceShare: own.absenceShare, defaultPeriodId: own.defaultPeriodId });

  async function effective(units: Unit[]): Promise<Map<string, EffectiveSettings>> {
    const facultyIds = [...new Set(units.flatMap((unit) => (unit.facultyId ? [unit.facultyId] : [])))];
    const departmentIds = [...new Set(units.flatMap((unit) => (unit.departmentId ? [unit.departmentId] : [])))];
    const rows = await rowsOf(db, facultyIds, departmentIds);
    const faculties = new Map(rows.filter((row) => !row.department_id).map((row) => [row.faculty_id, ownOf(row)!]));
    const departments = new Map(rows.filter((row) => row.department_id).map((row) => [row.department_id!, ownOf(row)!]));
    const result = new Map<string, EffectiveSettings>();
    for (const unit of units) {
      const department = unit.departmentId ? departments.get(unit.departmentId) : undefined;
      const faculty = unit.facultyId ? faculties.get(unit.facultyId) : undefined;
      result.set(unitKey(unit), department ? { ...valuesOf(department), source: 'department' } : faculty ? { ...valuesOf(faculty), source: 'faculty' } : { ...defaults, source: 'default' });
    }
    return result;
  }

  /** The unit asked for, if the caller manages it (404 unknown, 403 not theirs). */
  async function unitOf(request: FastifyRequest, query: AreaSettingsQuery): Promise<{ facultyId: string; departmentId: string | null; departments: ManagedUnits['departments'] }> {
    if (!query.facultyId === !query.departmentId) throw settingsError('SETTINGS_UNIT_REQUIRED', 400);
    const all = await unitsOf();
    const department = query.departmentId ? all.departments.find((one) => one.id === query.departmentId) : undefined;
    const facultyId = department?.facultyId ?? all.faculties.find((one) => one.id === query.facultyId)?.id;
    if (!facultyId) throw settingsError('SETTINGS_UNIT_NOT_FOUND', 404);
    if (!hasRole(request.user, 'admin')) {
      const mine = await unitsOf(request.user.sub);
      const allowed = department ? mine.departments.some((one) => one.id === department.id) : mine.faculties.some((one) => one.id === facultyId);
      if (!allowed) throw settingsError('SETTINGS_ACCESS_DENIED', 403);
    }
    return { facultyId, departmentId: department?.id ?? null, departments: department ? [] : all.departments.filter((one) => one.facultyId === facultyId) };
  }

  async function answer(unit: { facultyId: string; departmentId: string | null; departments: ManagedUnits['departments'] }): Promise<AreaSettings> {
    const rows = await rowsOf(db, [unit.facultyId], [...(unit.departmentId ? [unit.departmentId] : []), ...unit.departments.map((one) => one.id)]);
    const own = ownOf(rows.find((row) => (unit.departmentId ? row.department_id === unit.departmentId : !row.department_id)));
    const inForce = (await effective([unit])).get(unitKey(unit))!;
    return {
      facultyId: unit.facultyId,
      departmentId: unit.departmentId,
      own,
      effective: inForce,
      defaults: { ...defaults, min, max, step },
      departments: unit.departments.map((one) => ({ departmentId: one.id, name: one.name, own: ownOf(rows.find((row) => row.department_id === one.id)) })),
    };
  }

  const periodIds = async () => new Set((await ask<AttendancePeriod[]>(ORGANIZATIONAL_ATTENDANCE_PATHS.periods)).map((period) => period.id));

  /**
   * The caller's area from organizational's answer about the units they manage, never from the request: the faculties
   * of a dean's office (their departments are theirs to manage, not their area), else the departments a chair chairs.
   * An administrator manages every unit, so none is theirs. The first unit whose default term is set and still exists.
   */
  async function mine(request: FastifyRequest): Promise<MyArea> {
    if (hasRole(request.user, 'admin')) return NO_AREA;
    const managed = await unitsOf(request.user.sub);
    const areas: Unit[] = managed.faculties.length
      ? managed.faculties.map((faculty) => ({ facultyId: faculty.id, departmentId: null }))
      : managed.departments.map((department) => ({ facultyId: department.facultyId, departmentId: department.id }));
    if (!areas.length) return NO_AREA;
    const inForce = await effective(areas);
    const areaOf = (unit: Unit, defaultPeriodId: string | null): MyArea => ({ facultyId: unit.facultyId ?? null, departmentId: unit.departmentId ?? null, defaultPeriodId, source: inForce.get(unitKey(unit))!.source });
    const chosen = areas.filter((unit) => inForce.get(unitKey(unit))!.defaultPeriodId);
    // A term deleted since it was chosen counts as none: the screens open on the active one.
    const existing = chosen.length ? await periodIds() : new Set<string>();
    const withTerm = chosen.find((unit) => existing.has(inForce.get(unitKey(unit))!.defaultPeriodId!));
    return withTerm ? areaOf(withTerm, inForce.get(unitKey(withTerm))!.defaultPeriodId) : areaOf(areas[0]!, null);
  }

  async function validate(change: AreaSettingsChange): Promise<void> {
    if (!(change.passMark >= min && change.passMark <= max && onStep(change.passMark, min, step))) throw settingsError('SETTINGS_PASS_MARK_INVALID', 400, { min, max, step });
    if (!(change.absenceShare >= 0 && change.absenceShare <= 1)) throw settingsError('SETTINGS_ABSENCE_SHARE_INVALID', 400, { min: 0, max: 1 });
    if (!(change.failingSubjects >= 0 && change.failingSubjects <= FAILING_SUBJECTS_MAX)) throw settingsError('SETTINGS_FAILING_SUBJECTS_INVALID', 400, { min: 0, max: FAILING_SUBJECTS_MAX });
    if (change.defaultPeriodId && !(await periodIds()).has(change.defaultPeriodId)) throw settingsError('SETTINGS_PERIOD_NOT_FOUND', 400);
  }

  return {
    effective,
    units: (request) => unitsOf(hasRole(request.user, 'admin') ? undefined : request.user.sub),
    mine,
    async get(request, query) {
      return answer(await unitOf(request, query));
    },
    async put(request, query, change) {
      const unit = await unitOf(request, query);
      if (!change.inherit) await validate(change);
      await db.transaction().execute(async (trx) => {
        const mine = trx.deleteFrom('area_settings');
        await (unit.departmentId ? mine.where('department_id', '=', unit.departmentId) : mine.where('faculty_id', '=', unit.facultyId).where('department_id', 'is', null)).execute();
        if (change.inherit) return;
        await trx
          .insertInto('area_settings')
          .values({ faculty_id: unit.facultyId, department_id: unit.departmentId, pass_mark: change.passMark, failing_subjects: change.failingSubjects, absence_share: change.absenceShare, default_period_id: change.defaultPeriodId, updated_by: request.user.sub })
          .execute();
      });
      return answer(unit);
    },
  };
}
