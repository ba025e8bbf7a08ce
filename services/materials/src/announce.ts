// A published material is announced to the students who may read it (issue 12 part 7): those of its section, or of
// the whole course for a course-wide one; never for `staff` material. The notifications service delivers it in the
// app at once and by email per each student's settings and quiet hours. A failed announcement does not undo the
// publication: it is logged, and the key makes a retry deliver once.
import type { InternalNotifyBody, SentResponse } from '@campus/contracts';
import { ORGANIZATIONAL_INTERNAL_PATHS, type StudentUsers } from '@campus/contracts/materials';
import type { FastifyBaseLogger } from 'fastify';
import type { MaterialsContext } from './context.js';
import type { StoredMaterial } from './db/material.repository.js';

const PARAM_MAX = 200;

/**
 * The shell shows the template `materialPublished` in each student's language; the stored title and message
 * (Armenian, the platform's default) are what email and anything that does not know the template show.
 */
export function announcementOf(material: StoredMaterial, userIds: string[]): InternalNotifyBody {
  const name = material.name.slice(0, PARAM_MAX);
  const author = material.author_name.slice(0, PARAM_MAX);
  return {
    userIds,
    i18n: { key: 'materialPublished', params: { name, author } },
    title: `Նոր նյութ՝ ${name}`.slice(0, PARAM_MAX),
    message: `Հրապարակվել է նոր նյութ՝ «${name}» (${author})։`,
    type: 'material',
    priority: 'normal',
    link: `/courses/${material.course_id}`,
    key: `material-published:${material.id}`,
  };
}

export async function announceMaterial(context: MaterialsContext, material: StoredMaterial, log: FastifyBaseLogger): Promise<number> {
  if (material.access_level === 'staff') return 0;
  const sectionOnly = material.access_level === 'section' && material.section_id ? material.section_id : undefined;
  try {
    const { userIds } = await context.deps.services.request<StudentUsers>('organizational', { method: 'GET', path: ORGANIZATIONAL_INTERNAL_PATHS.studentUsers(material.course_id, sectionOnly) });
    if (!userIds.length) return 0;
    const { sent } = await context.deps.services.request<SentResponse>('notifications', { method: 'POST', path: '/internal/notifications', body: announcementOf(material, userIds) });
    return sent;
  } catch (error) {
    log.warn({ err: error, materialId: material.id }, 'the students were not told of a new material');
    return 0;
  }
}
