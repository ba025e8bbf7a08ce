// Seed. Always: a course-evaluation template of 10 questions (agreement on clarity, organisation, fairness of grading,
// materials and more, an overall rating 0–10, a short and a long text) in hy, en and ru, for a quality office to
// start from. Demo mode, once: an anonymous course evaluation open now for each section of student@campus.test in the
// active term (from that template, as the generator makes them), and one anonymous general survey open to every
// student. Organizational and auth are asked as in a request; when they cannot be reached (the service started alone
// before them) the seed says so and the next start tries again.
import type { InternalUsersResponse } from '@campus/contracts';
import { ORGANIZATIONAL_INTERNAL_PATHS, type CourseAccess } from '@campus/contracts/materials';
import type { SurveySection, SurveyText } from '@campus/contracts/surveys';
import type { ServiceDeps } from '@campus/kit';
import { makeEvaluations } from './course-evaluations.js';
import { surveysDatabase, type SurveysDb } from './db/database.js';
import { insertSurvey } from './db/survey.repository.js';
import type { SurveyRow } from './db/survey.table.js';
import { scheduleSurvey, type ManageContext } from './manage.js';
import { organizationalOf } from './organizational.js';

const DEMO_ADMIN = 'admin@campus.test';
const DEMO_STUDENT = 'student@campus.test';
const DAY = 86_400_000;
/** The author of what the system makes by itself (a nil id). */
export const SYSTEM_USER = '00000000-0000-0000-0000-000000000000';

const text = (hy: string, en: string, ru: string): SurveyText => ({ hy, en, ru });
const agree = (id: string, words: SurveyText) => ({ id, kind: 'agreement' as const, text: words, required: true });

export const EVALUATION_TEMPLATE_TITLE = text('Դասընթացի գնահատում', 'Course evaluation', 'Оценка курса');

export const EVALUATION_SECTIONS: SurveySection[] = [
  {
    id: 'teaching',
    title: text('Դասավանդում', 'Teaching', 'Преподавание'),
    questions: [
      agree('clarity', text('Դասախոսը նյութը բացատրում էր պարզ և հասկանալի։', 'The lecturer explained the subject clearly.', 'Преподаватель объяснял материал ясно и понятно.')),
      agree('organisation', text('Դասընթացը լավ էր կազմակերպված, պարապմունքները՝ հետևողական։', 'The course was well organised and the classes followed a clear plan.', 'Курс был хорошо организован, занятия шли по ясному плану.')),
      agree('engagement', text('Դասախոսը խրախուսում էր հարցերն ու քննարկումը։', 'The lecturer encouraged questions and discussion.', 'Преподаватель поощрял вопросы и обсуждение.')),
      agree('availability', text('Դասախոսը հասանելի էր խորհրդատվության համար։', 'The lecturer was available for consultation.', 'Преподаватель был доступен для консультаций.')),
    ],
  },
  {
    id: 'course',
    title: text('Դասընթաց և գնահատում', 'Course and assessment', 'Курс и оценивание'),
    questions: [
      agree('fairness', text('Գնահատումն արդար էր, չափանիշները՝ նախապես հայտնի։', 'Grading was fair and its criteria were known in advance.', 'Оценивание было справедливым, критерии — известны заранее.')),
      agree('materials', text('Ուսումնական նյութերը օգտակար էին և ժամանակին հասանելի։', 'The learning materials were useful and available on time.', 'Учебные материалы были полезны и доступны вовремя.')),
      agree('workload', text('Ծանրաբեռնվածությունը համապատասխանում էր կրեդիտներին։', 'The workload matched the credits of the course.', 'Нагрузка соответствовала кредитам курса.')),
      { id: 'overall', kind: 'rating', text: text('Ընդհանուր առմամբ ինչպե՞ս կգնահատեիք դասընթացը (0–10)։', 'Overall, how would you rate this course (0–10)?', 'В целом, как бы вы оценили этот курс (0–10)?'), required: true },
    ],
  },
  {
    id: 'comments',
    title: text('Մեկնաբանություններ', 'Comments', 'Комментарии'),
    questions: [
      { id: 'best', kind: 'short_text', text: text('Ի՞նչն էր դասընթացում ամենաօգտակարը։', 'What was the most useful part of the course?', 'Что в курсе было самым полезным?'), required: false },
      { id: 'improve', kind: 'long_text', text: text('Ի՞նչ կառաջարկեիք բարելավել։', 'What would you suggest to improve?', 'Что бы вы предложили улучшить?'), help: text('Պատասխանն անանուն է։', 'Your answer is anonymous.', 'Ваш ответ анонимен.'), required: false },
    ],
  },
];

const GENERAL_SURVEY_SECTIONS: SurveySection[] = [
  {
    id: 'campus',
    title: text('Ուսանողական կյանք', 'Student life', 'Студенческая жизнь'),
    questions: [
      agree('library', text('Գրադարանն ու ընթերցասրահները բավարարում են իմ կարիքները։', 'The library and reading rooms meet my needs.', 'Библиотека и читальные залы отвечают моим потребностям.')),
      {
        id: 'services',
        kind: 'multiple_choice',
        text: text('Ո՞ր ծառայություններից եք օգտվել այս կիսամյակում։', 'Which services have you used this term?', 'Какими службами вы пользовались в этом семестре?'),
        required: false,
        options: [
          { id: 'library', text: text('Գրադարան', 'Library', 'Библиотека') },
          { id: 'career', text: text('Կարիերայի կենտրոն', 'Career centre', 'Центр карьеры') },
          { id: 'sport', text: text('Մարզական համալիր', 'Sports centre', 'Спортивный комплекс') },
          { id: 'canteen', text: text('Ճաշարան', 'Canteen', 'Столовая') },
        ],
      },
      {
        id: 'wifi',
        kind: 'single_choice',
        text: text('Ինչպե՞ս է աշխատում համալսարանի Wi‑Fi-ը։', 'How well does the university Wi‑Fi work?', 'Как работает Wi‑Fi университета?'),
        required: true,
        options: [
          { id: 'good', text: text('Լավ', 'Well', 'Хорошо') },
          { id: 'patchy', text: text('Ընդհատումներով', 'With interruptions', 'С перебоями') },
          { id: 'bad', text: text('Վատ', 'Badly', 'Плохо') },
        ],
      },
      { id: 'overall', kind: 'rating', text: text('Որքանո՞վ եք գոհ համալսարանից (0–10)։', 'How satisfied are you with the university (0–10)?', 'Насколько вы довольны университетом (0–10)?'), required: true },
      { id: 'idea', kind: 'long_text', text: text('Ի՞նչ կփոխեիք համալսարանում։', 'What would you change at the university?', 'Что бы вы изменили в университете?'), required: false },
    ],
  },
];

/** The course-evaluation template the service starts from: the first template, made now when there is none. */
export async function evaluationTemplate(db: SurveysDb, createdBy: string): Promise<SurveyRow> {
  const existing = await db.selectFrom('surveys').selectAll().where('kind', '=', 'template').orderBy('created_at').limit(1).executeTakeFirst();
  if (existing) return existing;
  return insertSurvey(db, {
    kind: 'template',
    title: JSON.stringify(EVALUATION_TEMPLATE_TITLE),
    description: JSON.stringify(text('Ձեր պատասխանները անանուն են և օգնում են բարելավել դասընթացը։', 'Your answers are anonymous and help improve the course.', 'Ваши ответы анонимны и помогают улучшить курс.')),
    anonymous: true,
    sections: JSON.stringify(EVALUATION_SECTIONS),
    created_by: createdBy,
  });
}

async function seedDemo(context: ManageContext, template: SurveyRow, adminId: string, studentId: string | undefined): Promise<void> {
  const { db, deps, organizational } = context;
  if (await db.selectFrom('surveys').select('id').where('kind', '<>', 'template').limit(1).executeTakeFirst()) return;
  const periods = await organizational.periods();
  const period = periods.find((one) => one.isActive) ?? periods[0];
  const now = Date.now();
  const opensAt = new Date(now - DAY);
  const closesAt = new Date(now + 14 * DAY);
  if (period && studentId) {
    const access = await deps.services.request<CourseAccess>('organizational', { method: 'GET', path: `${ORGANIZATIONAL_INTERNAL_PATHS.courseAccess}/${studentId}` });
    const enrolled = new Set(access.enrolled.map((section) => section.sectionId));
    const sections = (await organizational.sections({ periodId: period.id })).filter((section) => enrolled.has(section.sectionId));
    await makeEvaluations(context, adminId, template, sections, { opensAt, closesAt, anonymous: true });
  }
  const general = await insertSurvey(db, {
    kind: 'survey',
    title: JSON.stringify(text('Ուսանողական կյանքի հարցում', 'Student life survey', 'Опрос о студенческой жизни')),
    description: JSON.stringify(text('Անանուն հարցում բոլոր ուսանողների համար։', 'An anonymous survey for every student.', 'Анонимный опрос для всех студентов.')),
    anonymous: true,
    sections: JSON.stringify(GENERAL_SURVEY_SECTIONS),
    audience: JSON.stringify([{ kind: 'role', role: 'student', label: 'student', size: 0 }]),
    opens_at: opensAt,
    closes_at: closesAt,
    created_by: adminId,
  });
  await scheduleSurvey(context, adminId, general.id, general.version);
}

export async function seedSurveys(deps: ServiceDeps): Promise<void> {
  const context: ManageContext = { deps, db: surveysDatabase(deps), organizational: organizationalOf(deps) };
  try {
    const { users } = await deps.services.request<InternalUsersResponse>('auth', { method: 'POST', path: '/internal/auth/users/lookup', body: { emails: [DEMO_ADMIN, DEMO_STUDENT] } });
    const admin = users.find((user) => user.email === DEMO_ADMIN);
    // Outside demo mode the template is the only seed; it names nobody as its author but the first administrator's
    // id when there is one (a nil id otherwise: made by the system).
    const template = await evaluationTemplate(surveysDatabase(deps), admin?.id ?? SYSTEM_USER);
    if (!deps.config.demo || !admin) return;
    await seedDemo(context, template, admin.id, users.find((user) => user.email === DEMO_STUDENT)?.id);
  } catch (error) {
    deps.log.warn({ err: error }, 'surveys seed skipped: auth or organizational did not answer; the next start tries again');
  }
}
