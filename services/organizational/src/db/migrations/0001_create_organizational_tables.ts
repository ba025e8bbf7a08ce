// The academic structure: faculties → departments → programs, courses (subjects), lecturers; academic years and
// periods; groups and students; sections of a course in a period, enrolments, rooms, weekly classes and lecturer
// allocations. Every table is qualified with the schema, carries created_at/updated_at, and checks its own bounds
// (SPEC §5) so bad data cannot get in by any path.
import { sql, type Kysely } from 'kysely';

const STATEMENTS = String.raw`
create table organizational.faculties (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code <> ''),
  name jsonb not null check (jsonb_typeof(name) = 'object' and coalesce(name->>'hy', '') <> ''),
  description text,
  dean_user_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index faculties_dean_user_id_idx on organizational.faculties (dean_user_id);

create table organizational.departments (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code <> ''),
  name jsonb not null check (jsonb_typeof(name) = 'object' and coalesce(name->>'hy', '') <> ''),
  description text,
  faculty_id uuid not null references organizational.faculties (id) on delete restrict,
  chair_user_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index departments_faculty_id_idx on organizational.departments (faculty_id);
create index departments_chair_user_id_idx on organizational.departments (chair_user_id);

create table organizational.programs (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code <> ''),
  name jsonb not null check (jsonb_typeof(name) = 'object' and coalesce(name->>'hy', '') <> ''),
  level text not null check (level in ('undergraduate', 'graduate', 'postgraduate')),
  duration_years smallint not null check (duration_years between 1 and 8),
  department_id uuid not null references organizational.departments (id) on delete restrict,
  description text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index programs_department_id_idx on organizational.programs (department_id);

create table organizational.academic_years (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (name ~ '^\d{4}-\d{4}$'),
  starts_on date not null,
  ends_on date not null,
  is_active boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_on > starts_on)
);
create unique index academic_years_one_active_idx on organizational.academic_years (is_active) where is_active;

create table organizational.periods (
  id uuid primary key default gen_random_uuid(),
  academic_year_id uuid not null references organizational.academic_years (id) on delete cascade,
  name text not null check (name <> ''),
  semester smallint not null check (semester in (1, 2)),
  starts_on date not null,
  ends_on date not null,
  is_active boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_on > starts_on),
  unique (academic_year_id, semester)
);
create unique index periods_one_active_idx on organizational.periods (is_active) where is_active;

create table organizational.lecturers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique,
  email text not null unique check (email = lower(email) and email like '%@%'),
  employee_id text not null unique check (employee_id <> ''),
  first_name text not null check (first_name <> ''),
  last_name text not null check (last_name <> ''),
  phone text,
  title text,
  department_id uuid not null references organizational.departments (id) on delete restrict,
  position text not null check (position in ('Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer', 'Instructor')),
  employment_type text not null default 'full-time' check (employment_type in ('full-time', 'part-time', 'contract')),
  status text not null default 'active' check (status in ('active', 'inactive', 'sabbatical')),
  max_load smallint not null default 20 check (max_load between 1 and 40),
  office text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index lecturers_department_id_idx on organizational.lecturers (department_id);
create index lecturers_last_name_idx on organizational.lecturers (lower(last_name) text_pattern_ops);

create table organizational.courses (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code <> ''),
  name jsonb not null check (jsonb_typeof(name) = 'object' and coalesce(name->>'hy', '') <> ''),
  description text,
  credits smallint not null check (credits between 1 and 10),
  department_id uuid not null references organizational.departments (id) on delete restrict,
  semester smallint not null check (semester in (1, 2)),
  level smallint not null check (level between 1 and 4),
  type text not null check (type in ('core', 'elective', 'lab')),
  prerequisites uuid[] not null default '{}',
  weekly_hours smallint not null check (weekly_hours between 1 and 10),
  lab_hours smallint not null default 0 check (lab_hours >= 0),
  exam_hours smallint not null default 0 check (exam_hours >= 0),
  status text not null default 'active' check (status in ('active', 'inactive')),
  leader_id uuid references organizational.lecturers (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index courses_department_id_idx on organizational.courses (department_id);
create index courses_leader_id_idx on organizational.courses (leader_id);
create index courses_code_prefix_idx on organizational.courses (lower(code) text_pattern_ops);
create index courses_name_hy_idx on organizational.courses ((name->>'hy'));

create table organizational.groups (
  id uuid primary key default gen_random_uuid(),
  name text not null check (name <> ''),
  code text not null unique check (code <> ''),
  type text not null default 'regular' check (type in ('regular', 'evening', 'distance', 'international')),
  year smallint not null check (year between 1 and 10),
  academic_year text check (academic_year ~ '^\d{4}-\d{4}$'),
  department_id uuid not null references organizational.departments (id) on delete restrict,
  program_id uuid references organizational.programs (id) on delete set null,
  advisor_id uuid references organizational.lecturers (id) on delete set null,
  classroom text,
  max_capacity smallint not null check (max_capacity between 1 and 100),
  status text not null default 'forming' check (status in ('forming', 'active', 'on_hold', 'completed', 'cancelled', 'archived', 'inactive', 'graduated')),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index groups_department_id_idx on organizational.groups (department_id);
create index groups_program_id_idx on organizational.groups (program_id);

create table organizational.students (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique,
  email text not null unique check (email = lower(email) and email like '%@%'),
  student_id text not null unique check (student_id <> ''),
  first_name text not null check (first_name <> ''),
  last_name text not null check (last_name <> ''),
  phone text,
  program_id uuid references organizational.programs (id) on delete set null,
  group_id uuid references organizational.groups (id) on delete set null,
  year_of_study smallint not null default 1 check (year_of_study between 1 and 10),
  status text not null default 'active' check (status in ('active', 'inactive', 'graduated', 'dropped')),
  enrollment_date date not null default current_date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Lists page by (last_name, first_name, id) within a program or group; search is by prefix of a lower-cased
-- name, email or student id (btree text_pattern_ops serves "like 'abc%'" in PostgreSQL and PGlite alike).
create index students_program_name_idx on organizational.students (program_id, last_name, first_name, id);
create index students_group_id_idx on organizational.students (group_id);
create index students_name_idx on organizational.students (last_name, first_name, id);
create index students_last_name_prefix_idx on organizational.students (lower(last_name) text_pattern_ops);
create index students_first_name_prefix_idx on organizational.students (lower(first_name) text_pattern_ops);
create index students_email_prefix_idx on organizational.students (email text_pattern_ops);
create index students_student_id_prefix_idx on organizational.students (lower(student_id) text_pattern_ops);
create index students_status_year_idx on organizational.students (status, year_of_study);

create table organizational.sections (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references organizational.courses (id) on delete cascade,
  period_id uuid not null references organizational.periods (id) on delete restrict,
  section_number text not null check (section_number <> ''),
  capacity smallint not null check (capacity between 1 and 500),
  is_virtual boolean not null default false,
  join_url text,
  lecturer_id uuid references organizational.lecturers (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (course_id, period_id, section_number)
);
create index sections_period_id_idx on organizational.sections (period_id);
create index sections_lecturer_id_idx on organizational.sections (lecturer_id);

create table organizational.section_groups (
  section_id uuid not null references organizational.sections (id) on delete cascade,
  group_id uuid not null references organizational.groups (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (section_id, group_id)
);
create index section_groups_group_id_idx on organizational.section_groups (group_id);

create table organizational.enrollments (
  id uuid primary key default gen_random_uuid(),
  section_id uuid not null references organizational.sections (id) on delete cascade,
  student_id uuid not null references organizational.students (id) on delete cascade,
  group_id uuid references organizational.groups (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (section_id, student_id)
);
create index enrollments_student_id_idx on organizational.enrollments (student_id);

create table organizational.rooms (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code <> ''),
  building text not null check (building <> ''),
  capacity smallint not null check (capacity between 1 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table organizational.weekly_classes (
  id uuid primary key default gen_random_uuid(),
  section_id uuid not null references organizational.sections (id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  start_time time not null,
  end_time time not null,
  room_id uuid references organizational.rooms (id) on delete set null,
  is_virtual boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_time > start_time)
);
create index weekly_classes_section_id_idx on organizational.weekly_classes (section_id);
create index weekly_classes_room_day_idx on organizational.weekly_classes (room_id, weekday);

create table organizational.allocations (
  id uuid primary key default gen_random_uuid(),
  lecturer_id uuid not null references organizational.lecturers (id) on delete cascade,
  course_id uuid not null references organizational.courses (id) on delete cascade,
  section_id uuid references organizational.sections (id) on delete cascade,
  period_id uuid not null references organizational.periods (id) on delete cascade,
  hours smallint not null check (hours between 1 and 40),
  role text not null default 'lecturer' check (role in ('leader', 'lecturer', 'assistant')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index allocations_unique_idx on organizational.allocations (lecturer_id, course_id, period_id, coalesce(section_id, '00000000-0000-0000-0000-000000000000'::uuid));
create index allocations_course_id_idx on organizational.allocations (course_id);
create index allocations_period_lecturer_idx on organizational.allocations (period_id, lecturer_id);

create table organizational.seed_state (
  name text primary key,
  finished_at timestamptz not null default now()
)
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS.split(/;\s*\n/)) {
    if (statement.trim()) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'seed_state',
    'allocations',
    'weekly_classes',
    'rooms',
    'enrollments',
    'section_groups',
    'sections',
    'students',
    'groups',
    'courses',
    'lecturers',
    'periods',
    'academic_years',
    'programs',
    'departments',
    'faculties',
  ]) {
    await sql.raw(`drop table if exists organizational.${table}`).execute(db);
  }
}
