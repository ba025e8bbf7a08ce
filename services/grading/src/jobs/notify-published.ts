// The job "grading.notify-published": tells each student of the section that a midterm's grades are published,
// through the notifications service (in the app at once, live on its stream, and by email per their settings).
// A job, not a call in the request: queued in Redis, it outlives a stop of the service and is retried; the `key`
// makes a retry, or the same publish queued twice, notify each student once.
import type { InternalNotifyBody, SentResponse } from '@campus/contracts';
import { ORGANIZATIONAL_ATTENDANCE_PATHS, type RosterStudent } from '@campus/contracts/attendance';
import { LocalizedName } from '@campus/contracts/organizational';
import { defineJob, type ServiceDeps } from '@campus/kit';
import { Type, type Static } from 'typebox';

export const notifyPublishedJob = defineJob(
  'grading.notify-published',
  Type.Object(
    {
      v: Type.Literal(1),
      midtermId: Type.String({ format: 'uuid' }),
      sectionId: Type.String({ format: 'uuid' }),
      midtermNumber: Type.Integer({ minimum: 1 }),
      courseCode: Type.String(),
      courseName: LocalizedName,
      publishedAt: Type.String({ format: 'date-time' }),
    },
    { additionalProperties: false },
  ),
);

type NotifyPublished = Static<typeof notifyPublishedJob.payload>;

const PARAM_MAX = 200;

/**
 * The shell shows the template `midtermPublished` in each student's language; the stored title and message
 * (Armenian, the platform's default) are what email and anything that does not know the template show.
 */
export function publishedNotice(job: NotifyPublished, userIds: string[]): InternalNotifyBody {
  const course = `${job.courseCode} ${job.courseName.hy}`.slice(0, PARAM_MAX);
  const number = String(job.midtermNumber);
  return {
    userIds,
    // The course by its code: the same in every language (the name would be one language's).
    i18n: { key: 'midtermPublished', params: { course: job.courseCode.slice(0, PARAM_MAX), number } },
    title: `Միջանկյալ ${number}՝ ${course}`.slice(0, PARAM_MAX),
    message: `Հրապարակվել է ձեր գնահատականը՝ «${course}», միջանկյալ ${number}։`,
    type: 'grade',
    priority: 'normal',
    link: '/midterms',
    key: `midterm-published:${job.midtermId}:${job.publishedAt}`,
  };
}

export function handleNotifyPublished(deps: ServiceDeps): void {
  deps.jobs.define(notifyPublishedJob, async (job) => {
    const { data: roster } = await deps.services.request<{ data: RosterStudent[] }>('organizational', { method: 'GET', path: ORGANIZATIONAL_ATTENDANCE_PATHS.roster(job.sectionId) });
    const userIds = [...new Set(roster.flatMap((student) => (student.userId ? [student.userId] : [])))];
    if (!userIds.length) return;
    const { sent } = await deps.services.request<SentResponse>('notifications', { method: 'POST', path: '/internal/notifications', body: publishedNotice(job, userIds) });
    deps.log.info({ midtermId: job.midtermId, students: userIds.length, sent }, 'students told of published midterm grades');
  });
}
