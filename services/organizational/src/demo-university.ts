// A deterministic demo university (no Math.random: a seeded PRNG), the same every run: 2 faculties, 6
// departments, 8 programs, 24 groups, 600 students, 45 lecturers, 80 subjects titled in Armenian, English and
// Russian, 20 rooms, the active semester's sections (one per group and subject), group enrolments and a full
// week of weekly classes with no room, lecturer or group double-booking. The demo accounts belong to it:
// chair@ chairs Computer Science, deans@ is the dean of Informatics and deans.office@ works in its dean's office,
// lecturer@ teaches real sections,
// student@ is in the first Computer Science group and its sections. Pure data: the organizational seed writes it.
// Its name pools, unit and subject titles are also what the test-data generator (generated-university.ts) draws from.
import type { LocalizedName } from '@campus/contracts/organizational';
import { seededRandom } from '@campus/contracts/generated-activity';

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
}

export interface DemoFaculty {
  code: string;
  name: LocalizedName;
  dean: DemoPerson;
  /** Dean's office staff besides the dean. */
  staff: DemoPerson[];
}
export interface DemoDepartment {
  code: string;
  facultyCode: string;
  name: LocalizedName;
  chair: DemoPerson;
}
export interface DemoProgram {
  code: string;
  departmentCode: string;
  name: LocalizedName;
  level: 'undergraduate' | 'graduate';
  durationYears: number;
}
export interface DemoLecturer extends DemoPerson {
  employeeId: string;
  departmentCode: string;
  title: string;
  position: 'Professor' | 'Associate Professor' | 'Assistant Professor' | 'Lecturer' | 'Instructor';
  employmentType: 'full-time' | 'part-time' | 'contract';
  maxLoad: number;
}
export interface DemoCourse {
  code: string;
  departmentCode: string;
  name: LocalizedName;
  credits: number;
  semester: 1 | 2;
  level: number;
  type: 'core' | 'elective' | 'lab';
  weeklyHours: number;
  labHours: number;
  examHours: number;
  prerequisiteCodes: string[];
  leaderEmail: string;
}
export interface DemoGroup {
  code: string;
  name: string;
  programCode: string;
  departmentCode: string;
  year: number;
  academicYear: string;
  maxCapacity: number;
  advisorEmail: string;
  classroom: string;
}
export interface DemoStudent extends DemoPerson {
  studentId: string;
  groupCode: string;
  programCode: string;
  yearOfStudy: number;
  enrollmentDate: string;
}
export interface DemoRoom {
  code: string;
  building: string;
  capacity: number;
}
export interface DemoSection {
  key: string;
  courseCode: string;
  sectionNumber: string;
  groupCode: string;
  lecturerEmail: string;
  capacity: number;
  isVirtual: boolean;
  joinUrl: string | null;
  hours: number;
}
/** A section of 30 places; every ninth one meets online, at a meeting address of its own. */
export function sectionOf(course: { code: string; weeklyHours: number }, groupCode: string, lecturerEmail: string, sectionNumber: string, isVirtual: boolean): DemoSection {
  return {
    key: `${course.code}/${sectionNumber}`,
    courseCode: course.code,
    sectionNumber,
    groupCode,
    lecturerEmail,
    capacity: 30,
    isVirtual,
    joinUrl: isVirtual ? `https://meet.campus.test/${course.code.toLowerCase()}-${sectionNumber}` : null,
    hours: course.weeklyHours,
  };
}

export interface DemoWeeklyClass {
  sectionKey: string;
  weekday: number;
  startTime: string;
  endTime: string;
  roomCode: string | null;
}
export interface DemoPeriod {
  name: string;
  semester: 1 | 2;
  startsOn: string;
  endsOn: string;
  isActive: boolean;
}
export interface DemoUniversity {
  academicYear: { name: string; startsOn: string; endsOn: string };
  periods: DemoPeriod[];
  faculties: DemoFaculty[];
  departments: DemoDepartment[];
  programs: DemoProgram[];
  lecturers: DemoLecturer[];
  courses: DemoCourse[];
  groups: DemoGroup[];
  students: DemoStudent[];
  rooms: DemoRoom[];
  /** Sections of the active semester; each is taken by one group (enrol the group's students). */
  sections: DemoSection[];
  weeklyClasses: DemoWeeklyClass[];
}

/** mulberry32: a small, fast, seeded PRNG. */
export const MALE = ['Aram', 'Davit', 'Narek', 'Tigran', 'Armen', 'Hayk', 'Gor', 'Vahe', 'Karen', 'Levon', 'Arsen', 'Samvel', 'Ashot', 'Gevorg', 'Artur', 'Hovhannes', 'Mher', 'Sargis', 'Vardan', 'Ruben', 'Edgar', 'Erik', 'Arman', 'Suren'];
export const FEMALE = ['Anna', 'Lilit', 'Mariam', 'Ani', 'Nare', 'Anahit', 'Gayane', 'Hasmik', 'Armine', 'Sona', 'Tatev', 'Lusine', 'Meri', 'Syuzanna', 'Nune', 'Karine', 'Milena', 'Elen', 'Inga', 'Astghik', 'Arpi', 'Shushan', 'Tamar', 'Zara'];
export const SURNAMES = [
  'Petrosyan', 'Sargsyan', 'Hakobyan', 'Grigoryan', 'Avetisyan', 'Harutyunyan', 'Khachatryan', 'Hovhannisyan', 'Karapetyan', 'Gevorgyan',
  'Vardanyan', 'Mkrtchyan', 'Ghazaryan', 'Stepanyan', 'Poghosyan', 'Manukyan', 'Martirosyan', 'Arakelyan', 'Baghdasaryan', 'Simonyan',
  'Danielyan', 'Galstyan', 'Mnatsakanyan', 'Aghajanyan', 'Movsisyan', 'Zakaryan', 'Melikyan', 'Asatryan', 'Tadevosyan', 'Babayan',
];

const n = (hy: string, en: string, ru: string): LocalizedName => ({ hy, en, ru });

export const FACULTIES = [
  { code: 'INF', name: n('Ինֆորմատիկայի և կիրառական մաթեմատիկայի ֆակուլտետ', 'Faculty of Informatics and Applied Mathematics', 'Факультет информатики и прикладной математики') },
  { code: 'ECM', name: n('Տնտեսագիտության և կառավարման ֆակուլտետ', 'Faculty of Economics and Management', 'Факультет экономики и управления') },
];

export const DEPARTMENTS = [
  { code: 'CS', faculty: 'INF', name: n('Համակարգչային գիտությունների ամբիոն', 'Department of Computer Science', 'Кафедра компьютерных наук'), lecturers: 8 },
  { code: 'AM', faculty: 'INF', name: n('Կիրառական մաթեմատիկայի ամբիոն', 'Department of Applied Mathematics', 'Кафедра прикладной математики'), lecturers: 8 },
  { code: 'IS', faculty: 'INF', name: n('Տեղեկատվական համակարգերի ամբիոն', 'Department of Information Systems', 'Кафедра информационных систем'), lecturers: 7 },
  { code: 'EC', faculty: 'ECM', name: n('Տնտեսագիտության ամբիոն', 'Department of Economics', 'Кафедра экономики'), lecturers: 8 },
  { code: 'MG', faculty: 'ECM', name: n('Կառավարման ամբիոն', 'Department of Management', 'Кафедра менеджмента'), lecturers: 7 },
  { code: 'FN', faculty: 'ECM', name: n('Ֆինանսների և հաշվապահության ամբիոն', 'Department of Finance and Accounting', 'Кафедра финансов и учёта'), lecturers: 7 },
];

export const PROGRAMS: { code: string; department: string; level: 'undergraduate' | 'graduate'; name: LocalizedName }[] = [
  { code: 'CS-BSC', department: 'CS', level: 'undergraduate', name: n('Համակարգչային գիտություն (բակալավրիատ)', 'Computer Science (BSc)', 'Компьютерные науки (бакалавриат)') },
  { code: 'CS-MSC', department: 'CS', level: 'graduate', name: n('Ծրագրային ճարտարագիտություն (մագիստրատուրա)', 'Software Engineering (MSc)', 'Программная инженерия (магистратура)') },
  { code: 'AM-BSC', department: 'AM', level: 'undergraduate', name: n('Կիրառական մաթեմատիկա և ինֆորմատիկա (բակալավրիատ)', 'Applied Mathematics and Informatics (BSc)', 'Прикладная математика и информатика (бакалавриат)') },
  { code: 'IS-BSC', department: 'IS', level: 'undergraduate', name: n('Տեղեկատվական համակարգեր (բակալավրիատ)', 'Information Systems (BSc)', 'Информационные системы (бакалавриат)') },
  { code: 'EC-BSC', department: 'EC', level: 'undergraduate', name: n('Տնտեսագիտություն (բակալավրիատ)', 'Economics (BSc)', 'Экономика (бакалавриат)') },
  { code: 'EC-MSC', department: 'EC', level: 'graduate', name: n('Կիրառական տնտեսագիտություն (մագիստրատուրա)', 'Applied Economics (MSc)', 'Прикладная экономика (магистратура)') },
  { code: 'MG-BSC', department: 'MG', level: 'undergraduate', name: n('Կառավարում (բակալավրիատ)', 'Management (BSc)', 'Менеджмент (бакалавриат)') },
  { code: 'FN-BSC', department: 'FN', level: 'undergraduate', name: n('Ֆինանսներ (բակալավրիատ)', 'Finance (BSc)', 'Финансы (бакалавриат)') },
];

/** Seven subjects per department, each taught in two parts (I in the autumn, II in the spring): 84, of which 80 are used. */
export const SUBJECTS: Record<string, LocalizedName[]> = {
  CS: [
    n('Ծրագրավորման հիմունքներ', 'Programming Fundamentals', 'Основы программирования'),
    n('Տվյալների կառուցվածքներ և ալգորիթմներ', 'Data Structures and Algorithms', 'Структуры данных и алгоритмы'),
    n('Օբյեկտակողմնորոշված ծրագրավորում', 'Object-Oriented Programming', 'Объектно-ориентированное программирование'),
    n('Օպերացիոն համակարգեր', 'Operating Systems', 'Операционные системы'),
    n('Համակարգչային ցանցեր', 'Computer Networks', 'Компьютерные сети'),
    n('Տվյալների բազաներ', 'Databases', 'Базы данных'),
    n('Ծրագրային ճարտարագիտություն', 'Software Engineering', 'Программная инженерия'),
  ],
  AM: [
    n('Մաթեմատիկական անալիզ', 'Mathematical Analysis', 'Математический анализ'),
    n('Գծային հանրահաշիվ', 'Linear Algebra', 'Линейная алгебра'),
    n('Դիսկրետ մաթեմատիկա', 'Discrete Mathematics', 'Дискретная математика'),
    n('Հավանականությունների տեսություն', 'Probability Theory', 'Теория вероятностей'),
    n('Դիֆերենցիալ հավասարումներ', 'Differential Equations', 'Дифференциальные уравнения'),
    n('Թվային մեթոդներ', 'Numerical Methods', 'Численные методы'),
    n('Մաթեմատիկական վիճակագրություն', 'Mathematical Statistics', 'Математическая статистика'),
  ],
  IS: [
    n('Տեղեկատվական համակարգերի նախագծում', 'Information Systems Design', 'Проектирование информационных систем'),
    n('Վեբ տեխնոլոգիաներ', 'Web Technologies', 'Веб-технологии'),
    n('Տեղեկատվական անվտանգություն', 'Information Security', 'Информационная безопасность'),
    n('Բիզնես գործընթացների մոդելավորում', 'Business Process Modelling', 'Моделирование бизнес-процессов'),
    n('Տվյալների վերլուծություն', 'Data Analysis', 'Анализ данных'),
    n('Ամպային հաշվարկներ', 'Cloud Computing', 'Облачные вычисления'),
    n('Մարդ-համակարգիչ փոխազդեցություն', 'Human–Computer Interaction', 'Человеко-компьютерное взаимодействие'),
  ],
  EC: [
    n('Միկրոտնտեսագիտություն', 'Microeconomics', 'Микроэкономика'),
    n('Մակրոտնտեսագիտություն', 'Macroeconomics', 'Макроэкономика'),
    n('Էկոնոմետրիկա', 'Econometrics', 'Эконометрика'),
    n('Միջազգային տնտեսագիտություն', 'International Economics', 'Международная экономика'),
    n('Տնտեսագիտական մտքի պատմություն', 'History of Economic Thought', 'История экономической мысли'),
    n('Պետական ֆինանսներ', 'Public Finance', 'Государственные финансы'),
    n('Հայաստանի տնտեսություն', 'Economy of Armenia', 'Экономика Армении'),
  ],
  MG: [
    n('Կառավարման հիմունքներ', 'Principles of Management', 'Основы менеджмента'),
    n('Մարքեթինգ', 'Marketing', 'Маркетинг'),
    n('Մարդկային ռեսուրսների կառավարում', 'Human Resource Management', 'Управление человеческими ресурсами'),
    n('Նախագծերի կառավարում', 'Project Management', 'Управление проектами'),
    n('Կազմակերպական վարքագիծ', 'Organizational Behaviour', 'Организационное поведение'),
    n('Ռազմավարական կառավարում', 'Strategic Management', 'Стратегический менеджмент'),
    n('Գործնական հաղորդակցություն', 'Business Communication', 'Деловая коммуникация'),
  ],
  FN: [
    n('Ֆինանսական հաշվապահություն', 'Financial Accounting', 'Финансовый учёт'),
    n('Կորպորատիվ ֆինանսներ', 'Corporate Finance', 'Корпоративные финансы'),
    n('Բանկային գործ', 'Banking', 'Банковское дело'),
    n('Աուդիտ', 'Auditing', 'Аудит'),
    n('Հարկային համակարգ', 'Tax System', 'Налоговая система'),
    n('Ֆինանսական շուկաներ', 'Financial Markets', 'Финансовые рынки'),
    n('Կառավարչական հաշվառում', 'Management Accounting', 'Управленческий учёт'),
  ],
};

export const POSITIONS: DemoLecturer['position'][] = ['Professor', 'Associate Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer', 'Lecturer', 'Instructor'];
export const TITLES: Record<DemoLecturer['position'], string> = {
  Professor: 'Prof.',
  'Associate Professor': 'Assoc. Prof.',
  'Assistant Professor': 'Asst. Prof.',
  Lecturer: 'PhD',
  Instructor: 'MSc',
};

/** Six 80-minute slots a day, Monday to Friday. */
export const DEMO_SLOTS: readonly [string, string][] = [
  ['09:00', '10:20'],
  ['10:30', '11:50'],
  ['12:00', '13:20'],
  ['13:50', '15:10'],
  ['15:20', '16:40'],
  ['16:50', '18:10'],
];

/** Fisher–Yates with the seeded PRNG. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month, 2)}-${pad(day, 2)}`;

/** The academic year and semester a date falls in: September–January is the first semester, February–August the second. */
export function academicCalendar(today: Date) {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const startYear = month >= 9 ? year : year - 1;
  const activeSemester: 1 | 2 = month >= 9 || month === 1 ? 1 : 2;
  return {
    academicYear: { name: `${startYear}-${startYear + 1}`, startsOn: isoDate(startYear, 9, 1), endsOn: isoDate(startYear + 1, 8, 31) },
    periods: [
      { name: `${startYear}-${startYear + 1}, I`, semester: 1 as const, startsOn: isoDate(startYear, 9, 1), endsOn: isoDate(startYear + 1, 1, 31), isActive: activeSemester === 1 },
      { name: `${startYear}-${startYear + 1}, II`, semester: 2 as const, startsOn: isoDate(startYear + 1, 2, 1), endsOn: isoDate(startYear + 1, 6, 30), isActive: activeSemester === 2 },
    ],
    activeSemester,
    startYear,
  };
}

/**
 * The demo year's exam sessions and a few Armenian public holidays (non-working days by law), for the academic year
 * that starts in September of `startYear`.
 */
export function demoCalendarEntries(startYear: number) {
  const next = startYear + 1;
  return [
    { kind: 'exam_session' as const, name: { hy: 'Ձմեռային քննաշրջան', en: 'Winter exam session', ru: 'Зимняя экзаменационная сессия' }, startsOn: isoDate(next, 1, 12), endsOn: isoDate(next, 1, 31) },
    { kind: 'exam_session' as const, name: { hy: 'Ամառային քննաշրջան', en: 'Summer exam session', ru: 'Летняя экзаменационная сессия' }, startsOn: isoDate(next, 6, 8), endsOn: isoDate(next, 6, 30) },
    { kind: 'holiday' as const, name: { hy: 'Անկախության օր', en: 'Independence Day', ru: 'День независимости' }, startsOn: isoDate(startYear, 9, 21), endsOn: isoDate(startYear, 9, 21) },
    { kind: 'holiday' as const, name: { hy: 'Ամանոր', en: 'New Year', ru: 'Новый год' }, startsOn: isoDate(startYear, 12, 31), endsOn: isoDate(next, 1, 2) },
    { kind: 'holiday' as const, name: { hy: 'Սուրբ Ծնունդ', en: 'Christmas', ru: 'Рождество' }, startsOn: isoDate(next, 1, 6), endsOn: isoDate(next, 1, 6) },
    {
      kind: 'holiday' as const,
      name: { hy: 'Հայոց ցեղասպանության զոհերի հիշատակի օր', en: 'Armenian Genocide Remembrance Day', ru: 'День памяти жертв Геноцида армян' },
      startsOn: isoDate(next, 4, 24),
      endsOn: isoDate(next, 4, 24),
    },
  ];
}

export interface DemoUniversityOptions {
  /** Decides the academic year and active semester (default: now). */
  today?: Date;
  seed?: number;
  /** The fixed demo accounts (see DEMO_ACCOUNTS in auth) that get real places. */
  accounts?: { chair: DemoPerson; dean: DemoPerson; deansStaff: DemoPerson; lecturer: DemoPerson; student: DemoPerson };
}

const DEFAULT_ACCOUNTS = {
  chair: { email: 'chair@campus.test', firstName: 'Narek', lastName: 'Avetisyan' },
  dean: { email: 'deans@campus.test', firstName: 'Davit', lastName: 'Grigoryan' },
  deansStaff: { email: 'deans.office@campus.test', firstName: 'Ani', lastName: 'Hakobyan' },
  lecturer: { email: 'lecturer@campus.test', firstName: 'Aram', lastName: 'Petrosyan' },
  student: { email: 'student@campus.test', firstName: 'Lilit', lastName: 'Sargsyan' },
};

export function generateDemoUniversity(options: DemoUniversityOptions = {}): DemoUniversity {
  const random = seededRandom(options.seed ?? 20_260_901);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const accounts = options.accounts ?? DEFAULT_ACCOUNTS;
  const calendar = academicCalendar(options.today ?? new Date());
  const usedEmails = new Set<string>(Object.values(accounts).map((person) => person.email));
  const person = (domain: string, suffix = ''): DemoPerson => {
    const female = random() < 0.5;
    const firstName = pick(female ? FEMALE : MALE);
    const lastName = pick(SURNAMES);
    const base = `${firstName}.${lastName}`.toLowerCase();
    let email = `${base}${suffix}@${domain}`;
    for (let i = 2; usedEmails.has(email); i++) email = `${base}${suffix}${i}@${domain}`;
    usedEmails.add(email);
    return { email, firstName, lastName };
  };

  const faculties: DemoFaculty[] = FACULTIES.map((faculty, index) => ({
    ...faculty,
    dean: index === 0 ? accounts.dean : person('campus.test'),
    staff: index === 0 ? [accounts.deansStaff] : [],
  }));
  const departments: DemoDepartment[] = DEPARTMENTS.map((department, index) => ({
    code: department.code,
    facultyCode: department.faculty,
    name: department.name,
    chair: index === 0 ? accounts.chair : person('campus.test'),
  }));
  const programs: DemoProgram[] = PROGRAMS.map((program) => ({
    code: program.code,
    departmentCode: program.department,
    name: program.name,
    level: program.level,
    durationYears: program.level === 'undergraduate' ? 4 : 2,
  }));

  // Lecturers: lecturer@ is the first of Computer Science.
  const lecturers: DemoLecturer[] = [];
  let employee = 1;
  for (const department of DEPARTMENTS) {
    for (let i = 0; i < department.lecturers; i++) {
      const who = department.code === 'CS' && i === 0 ? accounts.lecturer : person('campus.test');
      const position = POSITIONS[i % POSITIONS.length]!;
      lecturers.push({
        ...who,
        employeeId: `E${pad(employee++, 4)}`,
        departmentCode: department.code,
        title: TITLES[position],
        position,
        employmentType: i === department.lecturers - 1 ? 'part-time' : 'full-time',
        maxLoad: 18 + Math.floor(random() * 7),
      });
    }
  }
  const lecturersOf = (department: string) => lecturers.filter((lecturer) => lecturer.departmentCode === department);

  // Subjects: part I in semester 1, part II in semester 2; 80 in all.
  const courses: DemoCourse[] = [];
  for (const department of DEPARTMENTS) {
    const staff = lecturersOf(department.code);
    SUBJECTS[department.code]!.forEach((title, index) => {
      for (const part of [1, 2] as const) {
        if (courses.length >= 80) return;
        const level = [1, 1, 2, 2, 3, 3, 4][index]!;
        const code = `${department.code}${level}${index}${part}`;
        const roman = part === 1 ? 'I' : 'II';
        const type: DemoCourse['type'] = index === 4 && (department.code === 'CS' || department.code === 'IS') ? 'lab' : index === 5 ? 'elective' : 'core';
        courses.push({
          code,
          departmentCode: department.code,
          name: n(`${title.hy} ${roman}`, `${title.en} ${roman}`, `${title.ru} ${roman}`),
          credits: 3 + Math.floor(random() * 4),
          semester: part,
          level,
          type,
          weeklyHours: 2 + Math.floor(random() * 3),
          labHours: type === 'lab' ? 2 : 0,
          examHours: 2,
          prerequisiteCodes: part === 2 ? [`${department.code}${level}${index}1`] : [],
          leaderEmail: staff[index % staff.length]!.email,
        });
      }
    });
  }

  // Groups: three per program (years 1–3 for bachelor's, 1, 1 and 2 for master's), 25 students each.
  const groups: DemoGroup[] = [];
  for (const program of programs) {
    const years = program.level === 'undergraduate' ? [1, 2, 3] : [1, 1, 2];
    const staff = lecturersOf(program.departmentCode);
    years.forEach((year, index) => {
      const admission = calendar.startYear - year + 1;
      const number = years.slice(0, index).filter((other) => other === year).length + 1;
      const short = program.code.replace('-', '');
      groups.push({
        code: `${program.code}-${admission}-${number}`,
        name: `${short}-${pad(admission % 100, 2)}${number}`,
        programCode: program.code,
        departmentCode: program.departmentCode,
        year,
        academicYear: `${admission}-${admission + 1}`,
        maxCapacity: 30,
        advisorEmail: staff[(index + 1) % staff.length]!.email,
        classroom: '',
      });
    });
  }

  const students: DemoStudent[] = [];
  groups.forEach((group, groupIndex) => {
    const admission = calendar.startYear - group.year + 1;
    for (let i = 0; i < 25; i++) {
      const who = groupIndex === 0 && i === 0 ? accounts.student : person('student.campus.test');
      students.push({
        ...who,
        studentId: `S${pad(admission % 100, 2)}${pad(groupIndex + 1, 2)}${pad(i + 1, 3)}`,
        groupCode: group.code,
        programCode: group.programCode,
        yearOfStudy: group.year,
        enrollmentDate: isoDate(admission, 9, 1),
      });
    }
  });

  const rooms: DemoRoom[] = [];
  for (const building of ['A', 'B']) for (let floor = 1; floor <= 2; floor++) for (let room = 1; room <= 5; room++) rooms.push({ code: `${building}-${floor}${pad(room, 2)}`, building, capacity: room === 1 ? 80 : 35 });
  groups.forEach((group, index) => (group.classroom = rooms[index % rooms.length]!.code));

  // Sections of the active semester: each group takes five of its department's subjects; the department's
  // lecturers take them in turn, within their maximum load.
  const sections: DemoSection[] = [];
  const load = new Map<string, number>();
  const semesterCourses = (department: string) => courses.filter((course) => course.departmentCode === department && course.semester === calendar.activeSemester);
  groups.forEach((group, groupIndex) => {
    const offered = semesterCourses(group.departmentCode);
    const staff = lecturersOf(group.departmentCode);
    const start = Math.min(Math.max(0, (group.year - 1) * 2), Math.max(0, offered.length - 5));
    for (let i = 0; i < Math.min(5, offered.length); i++) {
      const course = offered[(start + i) % offered.length]!;
      const taken = sections.filter((section) => section.courseCode === course.code).length;
      let lecturer = staff[(groupIndex + i) % staff.length]!;
      for (let tries = 0; tries < staff.length && (load.get(lecturer.email) ?? 0) + course.weeklyHours > lecturer.maxLoad; tries++) {
        lecturer = staff[(groupIndex + i + tries + 1) % staff.length]!;
      }
      load.set(lecturer.email, (load.get(lecturer.email) ?? 0) + course.weeklyHours);
      sections.push(sectionOf(course, group.code, lecturer.email, String(taken + 1), (groupIndex + i) % 9 === 4));
    }
  });

  // A week without double-booking: two classes per section, greedily placed in the first free slot (from a
  // seeded order) where the group, the lecturer and a room are all free.
  const weeklyClasses: DemoWeeklyClass[] = [];
  const busy = new Set<string>();
  const slots: { weekday: number; slot: number }[] = [];
  for (let weekday = 1; weekday <= 5; weekday++) for (let slot = 0; slot < DEMO_SLOTS.length; slot++) slots.push({ weekday, slot });
  for (const section of sections) {
    const order = shuffle(slots, random);
    let placed = 0;
    const days = new Set<number>();
    for (const { weekday, slot } of order) {
      if (placed === 2) break;
      if (days.has(weekday)) continue;
      const at = `${weekday}/${slot}`;
      if (busy.has(`g:${section.groupCode}@${at}`) || busy.has(`l:${section.lecturerEmail}@${at}`)) continue;
      const room = section.isVirtual ? null : rooms.find((candidate) => !busy.has(`r:${candidate.code}@${at}`));
      if (room === undefined) continue;
      busy.add(`g:${section.groupCode}@${at}`);
      busy.add(`l:${section.lecturerEmail}@${at}`);
      if (room) busy.add(`r:${room.code}@${at}`);
      days.add(weekday);
      const [startTime, endTime] = DEMO_SLOTS[slot]!;
      weeklyClasses.push({ sectionKey: section.key, weekday, startTime, endTime, roomCode: room ? room.code : null });
      placed++;
    }
  }

  return {
    academicYear: calendar.academicYear,
    periods: calendar.periods,
    faculties,
    departments,
    programs,
    lecturers,
    courses,
    groups,
    students,
    rooms,
    sections,
    weeklyClasses,
  };
}
