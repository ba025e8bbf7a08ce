// The lecturer's sections this term (the materials service's teaching assignments, every section they teach) with
// what this week's schedule says of each (GET /api/schedule: times, rooms, groups, enrolment and seats).
import { queryOptions } from '@tanstack/react-query';
import { api, ORG_ROOT } from '@campus/shared-ui';
import { MATERIALS_PATHS, type TeachingAssignment, type TeachingAssignmentList } from '@campus/contracts/materials';
import { ORGANIZATIONAL_PATHS, type ScheduleResponse, type ScheduleSession } from '@campus/contracts';

export interface ClassListRow {
  section: TeachingAssignment;
  /** This week's classes of the section, Monday first. */
  sessions: ScheduleSession[];
}

/** Each section with its sessions; sections follow the course code and number. */
export function classListRows(sections: TeachingAssignment[], sessions: ScheduleSession[]): ClassListRow[] {
  return [...sections]
    .sort((a, b) => a.courseCode.localeCompare(b.courseCode) || a.sectionNumber.localeCompare(b.sectionNumber, undefined, { numeric: true }))
    .map((section) => ({ section, sessions: sessions.filter((session) => session.sectionId === section.id).sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime)) }));
}

export const classListQuery = () =>
  queryOptions({
    queryKey: [...ORG_ROOT, 'class-list'] as const,
    queryFn: async ({ signal }) => {
      const [sections, week] = await Promise.all([
        api.get<TeachingAssignmentList>(MATERIALS_PATHS.assignments, { signal }),
        api.get<ScheduleResponse>(ORGANIZATIONAL_PATHS.schedule, { signal }),
      ]);
      return classListRows(sections.data, week.data);
    },
    staleTime: 2 * 60_000,
  });
