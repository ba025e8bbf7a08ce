// Request and response schemas of the notifications API (/api/notifications/*, /api/suggestions) and the pure
// rules the browser and the server share (types, priorities, quiet hours).
import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH } from './auth.js';
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from './email.js';
import { PageNumber } from './lists.js';

export const NOTIFICATION_TYPES = [
  'system', 'announcement', 'course', 'material', 'assignment', 'grade', 'attendance', 'schedule', 'suggestion', 'account', 'survey',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'normal', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const NOTIFICATION_TITLE_MAX_LENGTH = 200;
export const NOTIFICATION_MESSAGE_MAX_LENGTH = 2000;
export const NOTIFICATION_LINK_MAX_LENGTH = 500;
/** How many people one send may reach (a whole university's students fit). */
export const NOTIFICATION_RECIPIENTS_MAX = 20_000;
/** A link is a path inside Campus (/courses/1) or an http(s) address; never javascript: or //host. */
export const NOTIFICATION_LINK_PATTERN = '^(/(?!/)|https?://)';
export const NOTIFICATION_PAGE_SIZE_DEFAULT = 20;
export const NOTIFICATION_PAGE_SIZE_MAX = 100;

/** The SSE stream's event names. */
export const NOTIFICATION_STREAM_EVENTS = { notification: 'notification', unread: 'unread' } as const;

export const NotificationTypeSchema = Type.Enum([...NOTIFICATION_TYPES], {
  description: NOTIFICATION_TYPES.join(', '),
});
export const NotificationPrioritySchema = Type.Enum([...NOTIFICATION_PRIORITIES], {
  description: NOTIFICATION_PRIORITIES.join(', '),
});

/** The texts a notification may name instead of carrying words of one language (see NotificationI18n). */
export const NOTIFICATION_TEXT_KEYS = ['suggestionReceived', 'materialPublished', 'midtermPublished', 'surveyOpened', 'surveyReminder', 'announcement'] as const;

/**
 * A text for every reader's language: the shell shows `notifications.templates.<key>.title` (and `.message`
 * when the template has one) with the params, a param value the template has words for in those words. The
 * stored title and message stay the fallback, and are what email and any other reader get.
 */
export const NotificationI18n = Type.Object(
  {
    key: Type.Enum([...NOTIFICATION_TEXT_KEYS]),
    // A message's length: an announcement carries its text in each language (titleHy … messageRu).
    params: Type.Record(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]{0,39}$' }), Type.String({ maxLength: NOTIFICATION_MESSAGE_MAX_LENGTH }), { maxProperties: 10 }),
  },
  { additionalProperties: false },
);
export type NotificationI18n = Static<typeof NotificationI18n>;

/** A notification as the bell, the list and the stream show it (SPEC §3). `id` is also the stream's event id. */
export const Notification = Type.Object({
  id: Type.String({ pattern: '^[0-9]+$', description: 'Increasing per notification; the SSE event id' }),
  title: Type.String(),
  message: Type.String(),
  type: NotificationTypeSchema,
  priority: NotificationPrioritySchema,
  link: Type.Optional(Type.String()),
  isRead: Type.Boolean(),
  isArchived: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  readAt: Type.Optional(Type.String({ format: 'date-time' })),
  i18n: Type.Optional(NotificationI18n),
});
export type Notification = Static<typeof Notification>;

export const NOTIFICATION_STATUSES = ['unread', 'read', 'archived', 'all'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

const Page = PageNumber;
const PageSize = Type.Integer({ minimum: 1, maximum: NOTIFICATION_PAGE_SIZE_MAX, default: NOTIFICATION_PAGE_SIZE_DEFAULT });

export const PageMeta = Type.Object({ page: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() });
export type PageMeta = Static<typeof PageMeta>;

export const NotificationListQuery = Type.Object({
  /** Without it: everything not archived, read or not. */
  status: Type.Optional(Type.Enum([...NOTIFICATION_STATUSES])),
  page: Type.Optional(Page),
  pageSize: Type.Optional(PageSize),
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

export const NotificationListResponse = Type.Object({
  data: Type.Array(Notification),
  meta: PageMeta,
  /** Unread and not archived, over every page. */
  unread: Type.Integer({ minimum: 0 }),
});
export type NotificationListResponse = Static<typeof NotificationListResponse>;

export const UnreadCountResponse = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type UnreadCountResponse = Static<typeof UnreadCountResponse>;

export const NotificationIdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$', description: 'A notification id' }) });
export type NotificationIdParams = Static<typeof NotificationIdParams>;

export const NotificationResponse = Type.Object({ notification: Notification });
export type NotificationResponse = Static<typeof NotificationResponse>;

export const UpdatedResponse = Type.Object({ updated: Type.Integer({ minimum: 0 }) });
export type UpdatedResponse = Static<typeof UpdatedResponse>;

/** "HH:mm", 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
export const TimeOfDay = Type.String({ pattern: TIME_OF_DAY_PATTERN, description: 'HH:mm (24-hour)' });

export const NotificationPreference = Type.Object(
  {
    notificationType: NotificationTypeSchema,
    enableInApp: Type.Boolean(),
    enableEmail: Type.Boolean(),
    enablePush: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type NotificationPreference = Static<typeof NotificationPreference>;

export const QuietHours = Type.Object(
  { enabled: Type.Boolean(), start: TimeOfDay, end: TimeOfDay },
  { additionalProperties: false },
);
export type QuietHours = Static<typeof QuietHours>;

export const DEFAULT_QUIET_HOURS: QuietHours = { enabled: false, start: '23:00', end: '07:00' };
/** Quiet hours are read in this time zone unless the person chose another. */
export const DEFAULT_TIME_ZONE = 'Asia/Yerevan';
export const PHONE_MAX_LENGTH = 32;

/** Every type: in-app on, email on, push off. */
export function defaultPreference(notificationType: NotificationType): NotificationPreference {
  return { notificationType, enableInApp: true, enableEmail: true, enablePush: false };
}

export const PreferencesResponse = Type.Object({
  /** One entry per type, in NOTIFICATION_TYPES order. */
  data: Type.Array(NotificationPreference),
  quietHours: QuietHours,
  phone: Type.Union([Type.String(), Type.Null()]),
});
export type PreferencesResponse = Static<typeof PreferencesResponse>;

export const PreferencesBody = Type.Object(
  {
    /** Types left out keep their current setting. */
    preferences: Type.Array(NotificationPreference, { maxItems: NOTIFICATION_TYPES.length * 2 }),
    /** Times are checked by the handler, so a wrong one is answered 'quietHours.start: must be a time HH:mm'. */
    quietHours: Type.Optional(
      Type.Object(
        { enabled: Type.Boolean(), start: Type.String({ maxLength: 16 }), end: Type.String({ maxLength: 16 }) },
        { additionalProperties: false },
      ),
    ),
    /** Empty or null clears it. */
    phone: Type.Optional(Type.Union([Type.String({ maxLength: PHONE_MAX_LENGTH }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type PreferencesBody = Static<typeof PreferencesBody>;

const Title = Type.String({ minLength: 1, maxLength: NOTIFICATION_TITLE_MAX_LENGTH });
const Message = Type.String({ minLength: 1, maxLength: NOTIFICATION_MESSAGE_MAX_LENGTH });
const UserIds = Type.Array(Type.String({ format: 'uuid' }), { maxItems: NOTIFICATION_RECIPIENTS_MAX });

/** POST /api/notifications/send (admin): to people and/or every holder of some roles. */
export const SendNotificationBody = Type.Object(
  {
    userIds: Type.Optional(UserIds),
    roles: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20 })),
    title: Title,
    message: Message,
    priority: NotificationPrioritySchema,
    type: Type.Optional(NotificationTypeSchema),
    link: Type.Optional(Type.String({ maxLength: NOTIFICATION_LINK_MAX_LENGTH, pattern: NOTIFICATION_LINK_PATTERN })),
  },
  { additionalProperties: false },
);
export type SendNotificationBody = Static<typeof SendNotificationBody>;

/**
 * POST /internal/notifications (service token) and the event channel `notifications.notify`. `key` makes a
 * retried call or a re-published event deliver once; without it an event is keyed by its content.
 */
export const InternalNotifyBody = Type.Object(
  {
    userIds: UserIds,
    title: Title,
    message: Message,
    type: NotificationTypeSchema,
    priority: NotificationPrioritySchema,
    link: Type.Optional(Type.String({ maxLength: NOTIFICATION_LINK_MAX_LENGTH, pattern: NOTIFICATION_LINK_PATTERN })),
    i18n: Type.Optional(NotificationI18n),
    key: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type InternalNotifyBody = Static<typeof InternalNotifyBody>;

export const SentResponse = Type.Object({ sent: Type.Integer({ minimum: 0 }) });
export type SentResponse = Static<typeof SentResponse>;

/** The event other services publish to have people notified (same payload as POST /internal/notifications). */
export const NOTIFY_CHANNEL = 'notifications.notify';

export const SUGGESTION_LIMITS = {
  name: 200,
  email: EMAIL_MAX_LENGTH,
  category: 100,
  type: 100,
  description: 5000,
  benefit: 5000,
} as const;

/** Lengths are checked after trimming by the handler, so the answer names the field. */
export const SuggestionBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: SUGGESTION_LIMITS.name * 2 })),
    email: Type.Optional(Type.String({ maxLength: SUGGESTION_LIMITS.email * 2 })),
    category: Type.Optional(Type.String({ maxLength: SUGGESTION_LIMITS.category * 2 })),
    type: Type.String({ maxLength: SUGGESTION_LIMITS.type * 2 }),
    description: Type.String({ maxLength: SUGGESTION_LIMITS.description * 2 }),
    benefit: Type.String({ maxLength: SUGGESTION_LIMITS.benefit * 2 }),
  },
  { additionalProperties: false },
);
export type SuggestionBody = Static<typeof SuggestionBody>;

export const SuggestionCreatedResponse = Type.Object({ id: Type.String({ format: 'uuid' }), created_at: Type.String({ format: 'date-time' }) });
export type SuggestionCreatedResponse = Static<typeof SuggestionCreatedResponse>;

export const Suggestion = Type.Object({
  id: Type.String({ format: 'uuid' }),
  userId: Type.String({ format: 'uuid' }),
  name: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  category: Type.Union([Type.String(), Type.Null()]),
  type: Type.String(),
  description: Type.String(),
  benefit: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Suggestion = Static<typeof Suggestion>;

export const SuggestionListQuery = Type.Object({ page: Type.Optional(Page), pageSize: Type.Optional(PageSize) });
export type SuggestionListQuery = Static<typeof SuggestionListQuery>;

export const SuggestionListResponse = Type.Object({ data: Type.Array(Suggestion), meta: PageMeta });
export type SuggestionListResponse = Static<typeof SuggestionListResponse>;

/** Spec §5: type, description and benefit are required once trimmed. Returns the first problem, or undefined. */
export function suggestionProblem(body: Pick<SuggestionBody, 'type' | 'description' | 'benefit'> & Partial<SuggestionBody>): { field: keyof SuggestionBody; message: string } | undefined {
  for (const field of ['type', 'description', 'benefit'] as const) {
    if (!body[field]?.trim()) return { field, message: `${field}: is required` };
  }
  for (const field of Object.keys(SUGGESTION_LIMITS) as (keyof typeof SUGGESTION_LIMITS)[]) {
    const value = body[field]?.trim() ?? '';
    if (value.length > SUGGESTION_LIMITS[field]) return { field, message: `${field}: must be at most ${SUGGESTION_LIMITS[field]} characters` };
  }
  const email = body.email?.trim();
  if (email && !isEmailAddress(email)) return { field: 'email', message: INVALID_EMAIL_MESSAGE };
  return undefined;
}

export function isTimeOfDay(value: string): boolean {
  return new RegExp(TIME_OF_DAY_PATTERN).test(value);
}

/** Minutes since midnight of "HH:mm". */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * Whether `time` ("HH:mm") falls inside quiet hours from `start` (included) to `end` (excluded). A window whose
 * start is after its end runs across midnight (23:00–07:00 covers 23:30 and 06:59, not 07:00); equal start and
 * end is an empty window.
 */
export function isWithinQuietHours(quietHours: QuietHours, time: string): boolean {
  if (!quietHours.enabled) return false;
  const now = minutesOfDay(time);
  const start = minutesOfDay(quietHours.start);
  const end = minutesOfDay(quietHours.end);
  if (start === end) return false;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** "HH:mm" of an instant in a time zone (IANA name). */
export function timeOfDayIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '00';
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  return `${hour}:${minute}`;
}
