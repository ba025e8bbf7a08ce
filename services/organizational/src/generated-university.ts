// The test-data generator's university (/admin/testing): the demo university's shape, names and titles
// (demo-university.ts) at any size, drawn from a seeded PRNG, so the same seed, size, run number and calendar give
// the same university. Every code starts with GEN<run number>-, every unit and subject name with "GEN<n> · ", and
// every person's email is under g<n>.gen.campus.test, so generated data is recognisable wherever it shows.
// Pure data: jobs/generator.ts writes it. Built in one pass with maps and counters (no scans of what is already
// built), so 20,000 students and 4,000 sections take well under a second.
import { GENERATED_CODE_PREFIX, generatedEmailDomain, type GeneratorSize } from '@campus/contracts/organizational';
import type { LocalizedName } from '@campus/contracts/organizational';
import { seededRandom } from '@campus/contracts/generated-activity';
import {
  DEMO_SLOTS,
  DEPARTMENTS,
  FACULTIES,
  FEMALE,
  MALE,
  POSITIONS,
  PROGRAMS,
  SUBJECTS,
  SURNAMES,
  TITLES,
  sectionOf,
  shuffle,
  type DemoCourse,
  type DemoDepartment,
  type DemoFaculty,
  type DemoGroup,
  type DemoLecturer,
  type DemoPerson,
  type DemoProgram,
  type DemoRoom,
  type DemoSection,
  type DemoStudent,
  type DemoUniversity,
  type DemoWeeklyClass,
} from './demo-university.js';

export type GeneratedUniversity = Omit<DemoUniversity, 'academicYear' | 'periods'>;

export interface GenerateOptions {
  seed: number;
  size: GeneratorSize;
  /** The run's number: its tag in codes and email domain. */
  runNumber: number;
  /** The year the active academic year starts in, and its active semester (from the database's active period). */
  startYear: number;
  activeSemester: 1 | 2;
}

const STUDENTS_PER_GROUP = 25;
const SECTIONS_PER_GROUP = 5;
const pad = (value: number, length: number) => String(value).padStart(length, '0');
/** A second Faculty of Informatics is "… 2": templates are reused round after round. */
const round = (index: number, templates: number) => Math.floor(index / templates) + 1;
const numbered = (base: string, turn: number) => (turn > 1 ? `${base}${turn}` : base);

export function generateUniversity(options: GenerateOptions): GeneratedUniversity {
  const { size, runNumber, startYear, activeSemester } = options;
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const tag = `${GENERATED_CODE_PREFIX}${runNumber}`;
  const domain = generatedEmailDomain(runNumber);
  const mark = (name: LocalizedName, turn: number): LocalizedName => {
    const suffix = turn > 1 ? ` ${turn}` : '';
    return { hy: `${tag} · ${name.hy}${suffix}`, en: `${tag} · ${name.en}${suffix}`, ru: `${tag} · ${name.ru}${suffix}` };
  };
  const person = (key: string): DemoPerson => {
    const firstName = pick(random() < 0.5 ? FEMALE : MALE);
    const lastName = pick(SURNAMES);
    return { email: `${firstName}.${lastName}.${key}@${domain}`.toLowerCase(), firstName, lastName };
  };

  const facultyTemplate = (index: number) => FACULTIES[index % FACULTIES.length]!;
  const faculties: DemoFaculty[] = Array.from({ length: size.faculties }, (_, index) => ({
    code: `${tag}-${numbered(facultyTemplate(index).code, round(index, FACULTIES.length))}`,
    name: mark(facultyTemplate(index).name, round(index, FACULTIES.length)),
    dean: { email: '', firstName: '', lastName: '' },
    staff: [],
  }));

  // Departments go to a faculty of their template's kind (Economics to a Faculty of Economics) when there is one.
  const departmentTemplates: (typeof DEPARTMENTS)[number][] = [];
  const departments: DemoDepartment[] = [];
  const kindTurn = new Map<string, number>();
  for (let index = 0; index < size.departments; index++) {
    const template = DEPARTMENTS[index % DEPARTMENTS.length]!;
    const ofKind = faculties.filter((_, at) => facultyTemplate(at).code === template.faculty);
    const turn = kindTurn.get(template.faculty) ?? 0;
    kindTurn.set(template.faculty, turn + 1);
    const faculty = ofKind.length ? ofKind[turn % ofKind.length]! : faculties[index % faculties.length]!;
    departmentTemplates.push(template);
    departments.push({
      code: `${tag}-${numbered(template.code, round(index, DEPARTMENTS.length))}`,
      facultyCode: faculty.code,
      name: mark(template.name, round(index, DEPARTMENTS.length)),
      chair: { email: '', firstName: '', lastName: '' },
    });
  }

  const programs: DemoProgram[] = [];
  const programCodes = new Map<string, number>();
  for (let index = 0; index < size.programs; index++) {
    const at = index % departments.length;
    const department = departments[at]!;
    const templates = PROGRAMS.filter((program) => program.department === departmentTemplates[at]!.code);
    const template = templates[Math.floor(index / departments.length) % templates.length]!;
    const base = `${department.code}-${template.level === 'undergraduate' ? 'BSC' : 'MSC'}`;
    const turn = (programCodes.get(base) ?? 0) + 1;
    programCodes.set(base, turn);
    programs.push({
      code: numbered(base, turn),
      departmentCode: department.code,
      name: mark(template.name, turn),
      level: template.level,
      durationYears: template.level === 'undergraduate' ? 4 : 2,
    });
  }

  const lecturers: DemoLecturer[] = [];
  const staffOf = new Map<string, DemoLecturer[]>();
  for (let index = 0; index < size.lecturers; index++) {
    const department = departments[index % departments.length]!;
    const staff = staffOf.get(department.code) ?? [];
    const position = POSITIONS[staff.length % POSITIONS.length]!;
    const lecturer: DemoLecturer = {
      ...person(`l${index + 1}`),
      employeeId: `${tag}-E${pad(index + 1, 5)}`,
      departmentCode: department.code,
      title: TITLES[position],
      position,
      employmentType: staff.length % 8 === 7 ? 'part-time' : 'full-time',
      maxLoad: 18 + Math.floor(random() * 7),
    };
    lecturers.push(lecturer);
    staff.push(lecturer);
    staffOf.set(department.code, staff);
  }
  // A department without lecturers of its own borrows from everyone.
  const lecturersOf = (department: string) => staffOf.get(department) ?? lecturers;

  // Subjects: department by department in turn, each title in two parts (I in the autumn, II in the spring), then
  // the titles again numbered ("… I (2)") when a department needs more than its 14.
  const courses: DemoCourse[] = [];
  const coursesOf = new Map<string, DemoCourse[]>();
  for (let index = 0; index < size.subjects; index++) {
    const at = index % departments.length;
    const department = departments[at]!;
    const own = coursesOf.get(department.code) ?? [];
    const titles = SUBJECTS[departmentTemplates[at]!.code]!;
    const nth = own.length;
    const part = ((nth % 2) + 1) as 1 | 2;
    const titleIndex = Math.floor(nth / 2) % titles.length;
    const cycle = Math.floor(nth / (2 * titles.length)) + 1;
    const title = titles[titleIndex]!;
    const level = [1, 1, 2, 2, 3, 3, 4][titleIndex]!;
    const roman = part === 1 ? 'I' : 'II';
    const again = cycle > 1 ? ` (${cycle})` : '';
    const code = `${department.code}-${level}${titleIndex}${part}${cycle > 1 ? `-${cycle}` : ''}`;
    const type: DemoCourse['type'] = titleIndex === 4 ? 'lab' : titleIndex === 5 ? 'elective' : 'core';
    const staff = lecturersOf(department.code);
    const course: DemoCourse = {
      code,
      departmentCode: department.code,
      name: mark({ hy: `${title.hy} ${roman}${again}`, en: `${title.en} ${roman}${again}`, ru: `${title.ru} ${roman}${again}` }, 1),
      credits: 3 + Math.floor(random() * 4),
      semester: part,
      level,
      type,
      weeklyHours: 2 + Math.floor(random() * 3),
      labHours: type === 'lab' ? 2 : 0,
      examHours: 2,
      prerequisiteCodes: part === 2 ? [own[nth - 1]!.code] : [],
      leaderEmail: staff.length ? staff[nth % staff.length]!.email : '',
    };
    courses.push(course);
    own.push(course);
    coursesOf.set(department.code, own);
  }

  // Groups of 25 spread over the programs and their years; students fill them in order.
  const groupCount = Math.ceil(size.students / STUDENTS_PER_GROUP);
  const groups: DemoGroup[] = [];
  const groupNumbers = new Map<string, number>();
  for (let index = 0; index < groupCount; index++) {
    const program = programs[index % programs.length]!;
    const year = (Math.floor(index / programs.length) % program.durationYears) + 1;
    const admission = startYear - year + 1;
    const key = `${program.code}/${admission}`;
    const number = (groupNumbers.get(key) ?? 0) + 1;
    groupNumbers.set(key, number);
    const staff = lecturersOf(program.departmentCode);
    groups.push({
      code: `${program.code}-${admission}-${number}`,
      name: `${program.code.replaceAll('-', '')}-${pad(admission % 100, 2)}${number}`,
      programCode: program.code,
      departmentCode: program.departmentCode,
      year,
      academicYear: `${admission}-${admission + 1}`,
      maxCapacity: 30,
      advisorEmail: staff.length ? staff[(index + 1) % staff.length]!.email : '',
      classroom: '',
    });
  }
  const students: DemoStudent[] = [];
  for (let index = 0; index < size.students; index++) {
    const group = groups[Math.floor(index / STUDENTS_PER_GROUP)]!;
    const admission = startYear - group.year + 1;
    students.push({
      ...person(`s${index + 1}`),
      studentId: `${tag}-S${pad(index + 1, 6)}`,
      groupCode: group.code,
      programCode: group.programCode,
      yearOfStudy: group.year,
      enrollmentDate: `${admission}-09-01`,
    });
  }

  const sections = buildSections(groups, coursesOf, lecturersOf, activeSemester);
  const rooms = buildRooms(tag, sections);
  groups.forEach((group, index) => (group.classroom = rooms[index % rooms.length]?.code ?? ''));
  const weeklyClasses = buildWeek(sections, rooms, random);
  return { faculties, departments, programs, lecturers, courses, groups, students, rooms, sections, weeklyClasses };
}

/** Each group takes up to five of its department's subjects of the active semester; the department's lecturers take them in turn within their load. */
function buildSections(groups: DemoGroup[], coursesOf: Map<string, DemoCourse[]>, lecturersOf: (department: string) => DemoLecturer[], activeSemester: 1 | 2): DemoSection[] {
  const sections: DemoSection[] = [];
  const load = new Map<string, number>();
  const taken = new Map<string, number>();
  groups.forEach((group, groupIndex) => {
    const offered = (coursesOf.get(group.departmentCode) ?? []).filter((course) => course.semester === activeSemester);
    const staff = lecturersOf(group.departmentCode);
    if (!staff.length) return;
    const start = Math.min(Math.max(0, (group.year - 1) * 2), Math.max(0, offered.length - SECTIONS_PER_GROUP));
    for (let i = 0; i < Math.min(SECTIONS_PER_GROUP, offered.length); i++) {
      const course = offered[(start + i) % offered.length]!;
      let lecturer = staff[(groupIndex + i) % staff.length]!;
      for (let tries = 0; tries < staff.length && (load.get(lecturer.email) ?? 0) + course.weeklyHours > lecturer.maxLoad; tries++) {
        lecturer = staff[(groupIndex + i + tries + 1) % staff.length]!;
      }
      load.set(lecturer.email, (load.get(lecturer.email) ?? 0) + course.weeklyHours);
      const sectionNumber = String((taken.get(course.code) ?? 0) + 1);
      taken.set(course.code, Number(sectionNumber));
      sections.push(sectionOf(course, group.code, lecturer.email, sectionNumber, (groupIndex + i) % 9 === 4));
    }
  });
  return sections;
}

/** Enough rooms for two classes of every section in the 30 slots of a week, with a quarter to spare. */
function buildRooms(tag: string, sections: DemoSection[]): DemoRoom[] {
  const inRooms = sections.filter((section) => !section.isVirtual).length;
  const needed = Math.ceil(((inRooms * 2) / (5 * DEMO_SLOTS.length)) * 1.25) + 2;
  return Array.from({ length: needed }, (_, index) => ({ code: `${tag}-R${pad(index + 1, 4)}`, building: `${tag}-${String.fromCharCode(65 + (index % 4))}`, capacity: index % 5 === 0 ? 80 : 35 }));
}

/**
 * Two classes per section on different days, in the first slots of a seeded order where the group and the lecturer
 * are free, each slot's rooms handed out in turn (a room once taken stays taken in that slot): no double-booking.
 */
function buildWeek(sections: DemoSection[], rooms: DemoRoom[], random: () => number): DemoWeeklyClass[] {
  const slots: { weekday: number; slot: number }[] = [];
  for (let weekday = 1; weekday <= 5; weekday++) for (let slot = 0; slot < DEMO_SLOTS.length; slot++) slots.push({ weekday, slot });
  const busy = new Set<string>();
  const nextRoom = new Map<string, number>();
  const weeklyClasses: DemoWeeklyClass[] = [];
  for (const section of sections) {
    const days = new Set<number>();
    for (const { weekday, slot } of shuffle(slots, random)) {
      if (days.size === 2) break;
      const at = `${weekday}/${slot}`;
      if (days.has(weekday) || busy.has(`g:${section.groupCode}@${at}`) || busy.has(`l:${section.lecturerEmail}@${at}`)) continue;
      const roomIndex = nextRoom.get(at) ?? 0;
      if (!section.isVirtual && roomIndex >= rooms.length) continue;
      if (!section.isVirtual) nextRoom.set(at, roomIndex + 1);
      busy.add(`g:${section.groupCode}@${at}`);
      busy.add(`l:${section.lecturerEmail}@${at}`);
      days.add(weekday);
      const [startTime, endTime] = DEMO_SLOTS[slot]!;
      weeklyClasses.push({ sectionKey: section.key, weekday, startTime, endTime, roomCode: section.isVirtual ? null : rooms[roomIndex]!.code });
    }
  }
  return weeklyClasses;
}
