// What results ask organizational (service token), each kept a few minutes: the academic periods (names for the
// trend), the faculties (names for the roll-up) and, per term, how many of each section's students each program has (one
// grouped answer from organizational).
//
// A section belongs to no one program: its students may come from several. An evaluation is attributed to the
// programs of its enrolled students, each by its share of them (a section of 15 students of CS and 5 of Math counts
// three quarters for CS). Anonymous answers carry no person, so a program's responses and agreement are that share of
// the section's, an estimate; its audience is its students' count, exact.
import type { AttendancePeriod } from '@campus/contracts/attendance';
import { ORGANIZATIONAL_SETTINGS_PATHS, type ManagedUnits } from '@campus/contracts/grading';
import { ORGANIZATIONAL_SURVEYS_PATHS, type SectionProgramCount } from '@campus/contracts/surveys';
import { ORGANIZATIONAL_ATTENDANCE_PATHS } from '@campus/contracts/attendance';
import type { ServiceDeps } from '@campus/kit';

const KEEP_MS = 5 * 60_000;

export interface ProgramShare {
  programId: string;
  code: string;
  students: number;
}

/** Per section of a term: its students' programs with how many of them (students without a program are left out). */
export type SectionPrograms = Map<string, { total: number; programs: ProgramShare[] }>;

export interface Units {
  periods(): Promise<AttendancePeriod[]>;
  faculties(): Promise<ManagedUnits['faculties']>;
  sectionPrograms(periodId: string): Promise<SectionPrograms>;
}

function kept<T>(load: (key: string) => Promise<T>, now: () => number): (key: string) => Promise<T> {
  const answers = new Map<string, { at: number; value: Promise<T> }>();
  return (key) => {
    const hit = answers.get(key);
    if (hit && now() - hit.at < KEEP_MS) return hit.value;
    const value = load(key);
    value.catch(() => answers.delete(key));
    answers.set(key, { at: now(), value });
    return value;
  };
}

export function sectionProgramsOf(counts: SectionProgramCount[]): SectionPrograms {
  const sections: SectionPrograms = new Map();
  for (const count of counts) {
    const entry = sections.get(count.sectionId) ?? sections.set(count.sectionId, { total: 0, programs: [] }).get(count.sectionId)!;
    entry.total += count.students;
    if (count.programId) entry.programs.push({ programId: count.programId, code: count.programCode ?? '', students: count.students });
  }
  return sections;
}

export function unitsOf(deps: ServiceDeps, now: () => number = Date.now): Units {
  const get = <T>(path: string) => deps.services.request<{ data: T }>('organizational', { method: 'GET', path }).then((answer) => answer.data);
  const periods = kept(() => get<AttendancePeriod[]>(ORGANIZATIONAL_ATTENDANCE_PATHS.periods), now);
  const units = kept(() => get<ManagedUnits>(ORGANIZATIONAL_SETTINGS_PATHS.units), now);
  const programs = kept(async (periodId) => sectionProgramsOf(await get<SectionProgramCount[]>(`${ORGANIZATIONAL_SURVEYS_PATHS.sectionPrograms}?periodId=${periodId}`)), now);
  return {
    periods: () => periods(''),
    faculties: async () => (await units('')).faculties,
    sectionPrograms: programs,
  };
}
