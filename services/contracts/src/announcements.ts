// Announcements (issue 15 part 7): an administrator, the dean's office or a chair writes a title and a text in
// Armenian, English and Russian to an audience of their scope (contracts/audience.ts), sends it now or at a time, and
// sees how many it reached. The notifications service keeps them and delivers each as a notification.
//
// /api/notifications/announcements (admin, deans_office, chair; the audience within the sender's scope)
//   GET    /                      → {data: Announcement[]} the caller's own (an administrator's: everyone's), newest first
//   GET    /:id                   → {data: Announcement}
//   POST   /                      → 201 {data: Announcement} body AnnouncementBody; 403 AUDIENCE_OUT_OF_SCOPE, 404 AUDIENCE_NOT_FOUND, 400 AUDIENCE_EMPTY
//   POST   /audience              → {data: AudiencePreview} body {audience}: who it would reach (nothing is written)
//   POST   /:id/cancel            → {data: Announcement} a scheduled one is not sent; 409 ANNOUNCEMENT_NOT_SCHEDULED
import { Type, type Static } from 'typebox';
import { Audience } from './audience.js';
import { NOTIFICATION_MESSAGE_MAX_LENGTH, NOTIFICATION_TITLE_MAX_LENGTH, NotificationPrioritySchema } from './notifications.js';

export const ANNOUNCEMENT_LANGUAGES = ['hy', 'en', 'ru'] as const;
export type AnnouncementLanguage = (typeof ANNOUNCEMENT_LANGUAGES)[number];

/** How long ahead an announcement may be scheduled. */
export const ANNOUNCEMENT_SCHEDULE_MAX_DAYS = 365;
/** The roles that may announce (an administrator always may). */
export const ANNOUNCER_ROLES = ['deans_office', 'chair'] as const;

/**
 * scheduled → sending → sent; scheduled → cancelled; `failed` when the audience could no longer be resolved at the
 * time (the sender lost the scope, a group was removed).
 */
export const ANNOUNCEMENT_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled', 'failed'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

const texts = (maxLength: number) =>
  Type.Object(
    {
      hy: Type.String({ minLength: 1, maxLength }),
      en: Type.String({ minLength: 1, maxLength }),
      ru: Type.String({ minLength: 1, maxLength }),
    },
    { additionalProperties: false },
  );
export const AnnouncementTitle = texts(NOTIFICATION_TITLE_MAX_LENGTH);
export const AnnouncementText = texts(NOTIFICATION_MESSAGE_MAX_LENGTH);
export type AnnouncementTexts = Static<typeof AnnouncementText>;

export const AnnouncementBody = Type.Object(
  {
    title: AnnouncementTitle,
    body: AnnouncementText,
    audience: Audience,
    priority: Type.Optional(NotificationPrioritySchema),
    /** When to send; absent or past: now. */
    scheduledAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type AnnouncementBody = Static<typeof AnnouncementBody>;

export const AnnouncementAudienceBody = Type.Object({ audience: Audience }, { additionalProperties: false });
export type AnnouncementAudienceBody = Static<typeof AnnouncementAudienceBody>;

/** A flat described part (the serializer cannot compile the contract's intersection with a union). */
export const AnnouncementAudiencePart = Type.Object({
  kind: Type.String(),
  role: Type.Optional(Type.String()),
  id: Type.Optional(Type.String({ format: 'uuid' })),
  label: Type.String(),
  size: Type.Integer({ minimum: 0 }),
});
export type AnnouncementAudiencePart = Static<typeof AnnouncementAudiencePart>;

export const AudiencePreview = Type.Object({
  parts: Type.Array(AnnouncementAudiencePart),
  /** Distinct people over every part. */
  recipients: Type.Integer({ minimum: 0 }),
});
export type AudiencePreview = Static<typeof AudiencePreview>;

export const AnnouncementCounts = Type.Object({
  /** People it was sent to (0 until sent). */
  recipients: Type.Integer({ minimum: 0 }),
  /** In their notification center. */
  inApp: Type.Integer({ minimum: 0 }),
  /** Emails that went out (email on for announcements, not held by quiet hours, an address known). */
  emailed: Type.Integer({ minimum: 0 }),
  read: Type.Integer({ minimum: 0 }),
});
export type AnnouncementCounts = Static<typeof AnnouncementCounts>;

export const Announcement = Type.Object({
  id: Type.String({ format: 'uuid' }),
  title: AnnouncementTitle,
  body: AnnouncementText,
  priority: NotificationPrioritySchema,
  audience: Type.Array(AnnouncementAudiencePart),
  status: Type.Enum([...ANNOUNCEMENT_STATUSES]),
  scheduledAt: Type.String({ format: 'date-time' }),
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  authorId: Type.String({ format: 'uuid' }),
  createdAt: Type.String({ format: 'date-time' }),
  counts: AnnouncementCounts,
});
export type Announcement = Static<typeof Announcement>;

export const AnnouncementIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const ANNOUNCEMENT_MESSAGES = {
  ANNOUNCEMENT_NOT_FOUND: 'Announcement not found',
  ANNOUNCEMENT_NOT_SCHEDULED: 'Only an announcement still waiting to be sent can be cancelled',
  ANNOUNCEMENT_TOO_LATE: 'An announcement can be scheduled at most a year ahead',
} as const;
export type AnnouncementErrorCode = keyof typeof ANNOUNCEMENT_MESSAGES;
