// The test-data generator (/admin/testing, administrators only): a university of a chosen size, the same for the
// same seed and size, built by the job "organizational.generator" and removed again by it.
//   GET    /api/organizational/generator          → { data: GeneratorInfo } (demo mode, the university's name, presets)
//   GET    /api/organizational/generator/runs     → { data: GeneratorRun[] } newest first
//   POST   /api/organizational/generator/runs     { seed, size, confirmName? } → 202 { data: GeneratorRun }
//          outside demo mode 400 GENERATOR_CONFIRMATION_REQUIRED unless confirmName is the university's name;
//          409 GENERATOR_BUSY while another run is queued, running or being removed
//   GET    /api/organizational/generator/runs/:id → { data: GeneratorRun } (the page polls it for the progress bar)
//   DELETE /api/organizational/generator/runs/:id → 202 { data: GeneratorRun } (status 'removing', then 'removed')
// Every generated record carries its run's id (generation_run_id); codes start with GEN<number>- and every
// account's email ends with GENERATED_EMAIL_DOMAIN, so people can tell generated data at a glance.
import { Type, type Static } from 'typebox';

/** Accounts of generated people: `<first>.<last>.<n>@g<run number>.gen.campus.test`; auth removes only these. */
export const GENERATED_EMAIL_DOMAIN = 'gen.campus.test';
/** Every generated code starts with this and the run's number, e.g. GEN3-CS-BSC. */
export const GENERATED_CODE_PREFIX = 'GEN';

export const GENERATOR_STATUSES = ['queued', 'running', 'done', 'failed', 'removing', 'removed'] as const;
export type GeneratorStatus = (typeof GENERATOR_STATUSES)[number];

export const GENERATOR_ERROR_CODES = {
  confirmationRequired: 'GENERATOR_CONFIRMATION_REQUIRED',
  busy: 'GENERATOR_BUSY',
  notRemovable: 'GENERATOR_NOT_REMOVABLE',
} as const;

export const GENERATOR_LIMITS = {
  faculties: 20,
  departments: 200,
  programs: 400,
  lecturers: 5000,
  students: 50_000,
  subjects: 5000,
} as const;

const count = (max: number) => Type.Integer({ minimum: 1, maximum: max });

export const GeneratorSize = Type.Object(
  {
    faculties: count(GENERATOR_LIMITS.faculties),
    departments: count(GENERATOR_LIMITS.departments),
    programs: count(GENERATOR_LIMITS.programs),
    lecturers: count(GENERATOR_LIMITS.lecturers),
    students: count(GENERATOR_LIMITS.students),
    subjects: count(GENERATOR_LIMITS.subjects),
  },
  { additionalProperties: false },
);
export type GeneratorSize = Static<typeof GeneratorSize>;

export const GENERATOR_PRESET_NAMES = ['small', 'demo', 'benchmark'] as const;
export type GeneratorPresetName = (typeof GENERATOR_PRESET_NAMES)[number];

/** Small for trying it, the demo university's size, and the benchmark's 20,000 students and 1,000 lecturers. */
export const GENERATOR_PRESETS: Record<GeneratorPresetName, GeneratorSize> = {
  small: { faculties: 1, departments: 2, programs: 2, lecturers: 8, students: 50, subjects: 8 },
  demo: { faculties: 2, departments: 6, programs: 8, lecturers: 45, students: 600, subjects: 80 },
  benchmark: { faculties: 8, departments: 40, programs: 80, lecturers: 1000, students: 20_000, subjects: 800 },
};

export const GeneratorRunBody = Type.Object(
  {
    seed: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    size: GeneratorSize,
    /** Outside demo mode: the university's name, typed by the administrator (compared ignoring case and outer spaces). */
    confirmName: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type GeneratorRunBody = Static<typeof GeneratorRunBody>;

/** Records made, by kind (faculties, departments, …, accounts). */
export const GeneratorCounts = Type.Record(Type.String(), Type.Integer());
export type GeneratorCounts = Static<typeof GeneratorCounts>;

export const GeneratorRun = Type.Object({
  id: Type.String({ format: 'uuid' }),
  /** 1, 2, …: the tag in the run's codes (GEN<number>-) and email domain (g<number>.gen.campus.test). */
  number: Type.Integer(),
  seed: Type.Integer(),
  size: GeneratorSize,
  status: Type.Enum(GENERATOR_STATUSES),
  /** What the job is doing now (accounts, faculties, …, enrollments, removing), for the page. */
  step: Type.Union([Type.String(), Type.Null()]),
  done: Type.Integer(),
  total: Type.Integer(),
  counts: GeneratorCounts,
  error: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type GeneratorRun = Static<typeof GeneratorRun>;

export const GeneratorRunResponse = Type.Object({ data: GeneratorRun });
export const GeneratorRunsResponse = Type.Object({ data: Type.Array(GeneratorRun) });

export const GeneratorInfo = Type.Object({
  demo: Type.Boolean(),
  /** What must be typed to run outside demo mode (UNIVERSITY_NAME). */
  universityName: Type.String(),
  emailDomain: Type.String(),
  presets: Type.Record(Type.String(), GeneratorSize),
});
export type GeneratorInfo = Static<typeof GeneratorInfo>;
export const GeneratorInfoResponse = Type.Object({ data: GeneratorInfo });

export const GENERATOR_PATHS = {
  info: '/api/organizational/generator',
  runs: '/api/organizational/generator/runs',
} as const;

/** The domain of one run's accounts. */
export const generatedEmailDomain = (runNumber: number) => `g${runNumber}.${GENERATED_EMAIL_DOMAIN}`;

/** Whether an address belongs to a generated account (auth refuses to remove any other). */
export const isGeneratedEmail = (email: string) => email.toLowerCase().endsWith(`.${GENERATED_EMAIL_DOMAIN}`);

/** At most this many accounts per call to auth's generated-account routes. */
export const GENERATED_USERS_MAX = 2000;

// auth's internal routes for generated accounts (service token):
//   POST /internal/auth/generated-users         { users } → { users: { id, email }[] }: created with one password
//        hash that the process computed once (the demo password in demo mode, else one nobody knows); every email
//        must be a generated one (isGeneratedEmail); existing ones are linked, not changed
//   POST /internal/auth/generated-users/remove  { domain } → { removed }: deletes every account of one run's domain
//        (g<number>.gen.campus.test), and no other
export const INTERNAL_GENERATED_USERS_PATH = '/internal/auth/generated-users';
export const INTERNAL_REMOVE_GENERATED_USERS_PATH = '/internal/auth/generated-users/remove';

export const InternalGeneratedUsersBody = Type.Object(
  {
    users: Type.Array(
      Type.Object(
        {
          email: Type.String({ maxLength: 254 }),
          firstName: Type.String({ minLength: 1, maxLength: 100 }),
          lastName: Type.String({ minLength: 1, maxLength: 100 }),
          role: Type.Union([Type.Literal('student'), Type.Literal('lecturer')]),
        },
        { additionalProperties: false },
      ),
      { maxItems: GENERATED_USERS_MAX },
    ),
  },
  { additionalProperties: false },
);
export type InternalGeneratedUsersBody = Static<typeof InternalGeneratedUsersBody>;
export const InternalGeneratedUsersResponse = Type.Object({ users: Type.Array(Type.Object({ id: Type.String({ format: 'uuid' }), email: Type.String() })) });
export type InternalGeneratedUsersResponse = Static<typeof InternalGeneratedUsersResponse>;

export const InternalRemoveGeneratedUsersBody = Type.Object(
  /** One run's domain (generatedEmailDomain(number)): every account under it goes. */
  { domain: Type.String({ pattern: '^g[0-9]{1,9}\\.gen\\.campus\\.test$' }) },
  { additionalProperties: false },
);
export type InternalRemoveGeneratedUsersBody = Static<typeof InternalRemoveGeneratedUsersBody>;
export const InternalRemoveGeneratedUsersResponse = Type.Object({ removed: Type.Integer() });
export type InternalRemoveGeneratedUsersResponse = Static<typeof InternalRemoveGeneratedUsersResponse>;
