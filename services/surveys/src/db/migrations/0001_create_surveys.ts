// The surveys schema. A survey row holds its questions (sections as jsonb, each text in hy/en/ru), its audience as
// written, its times and status; a course evaluation also names its section, course, lecturer, department, faculty and
// term in columns, so results filter and group without reading the jsonb.
//
// Who may answer and who has answered are kept apart from what was answered:
// - audience_members: the people the audience resolved to when the survey was scheduled (a lookup, not a rule);
// - drafts: a person's unsubmitted answers, deleted in the transaction that submits them;
// - responses: who has submitted, with the DAY only (no time), one row per survey and person: the primary key is what
//   makes a second submit fail (409 ALREADY_ANSWERED), whatever the concurrency;
// - answers: one row per answered question. For an anonymous survey the row has no user id (null, checked by the
//   submit code and by the anonymity test), no time, no serial or time-ordered id, and no submission id, so no column
//   joins it to a response, to a draft, or to the same person's other answers. A named survey's rows carry the user.
import { sql, type Kysely } from 'kysely';

const STATEMENTS = [
  sql`create table surveys.surveys (
    id uuid primary key default gen_random_uuid(),
    kind text not null check (kind in ('survey', 'template', 'course_evaluation')),
    status text not null default 'draft' check (status in ('draft', 'scheduled', 'open', 'closed', 'archived')),
    title jsonb not null,
    description jsonb not null,
    anonymous boolean not null,
    sections jsonb not null default '[]',
    audience jsonb,
    opens_at timestamptz,
    closes_at timestamptz,
    template_id uuid references surveys.surveys (id) on delete set null,
    evaluation jsonb,
    section_id uuid,
    course_id uuid,
    lecturer_user_id uuid,
    department_id uuid,
    faculty_id uuid,
    academic_period_id uuid,
    audience_size integer not null default 0 check (audience_size >= 0),
    opened_notified boolean not null default false,
    reminded boolean not null default false,
    generated boolean not null default false,
    created_by uuid not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    version integer not null default 0 check (version >= 0),
    check ((kind = 'course_evaluation') = (section_id is not null))
  )`,
  sql`create index surveys_status_idx on surveys.surveys (status, closes_at)`,
  sql`create index surveys_period_idx on surveys.surveys (academic_period_id) where kind = 'course_evaluation'`,
  // One evaluation per section from one template: the generator skips a section that has one, and this makes sure.
  sql`create unique index surveys_evaluation_key on surveys.surveys (template_id, section_id) where kind = 'course_evaluation'`,
  sql`create table surveys.audience_members (
    survey_id uuid not null references surveys.surveys (id) on delete cascade,
    user_id uuid not null,
    primary key (survey_id, user_id)
  )`,
  sql`create index audience_members_user_idx on surveys.audience_members (user_id)`,
  sql`create table surveys.drafts (
    survey_id uuid not null references surveys.surveys (id) on delete cascade,
    user_id uuid not null,
    answers jsonb not null,
    saved_at timestamptz not null default now(),
    primary key (survey_id, user_id)
  )`,
  sql`create table surveys.responses (
    survey_id uuid not null references surveys.surveys (id) on delete cascade,
    user_id uuid not null,
    submitted_on date not null default current_date,
    primary key (survey_id, user_id)
  )`,
  sql`create table surveys.answers (
    survey_id uuid not null references surveys.surveys (id) on delete cascade,
    question_id text not null,
    choice text,
    choices text[],
    value smallint,
    text text,
    user_id uuid
  )`,
  sql`create index answers_question_idx on surveys.answers (survey_id, question_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['answers', 'responses', 'drafts', 'audience_members', 'surveys']) await sql`drop table ${sql.table(`surveys.${table}`)}`.execute(db);
}
