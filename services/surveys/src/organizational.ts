// What surveys asks organizational (service token): an audience resolved to people within the sender's scope (or each
// section of a term alone, in one call), a term's sections with their course, lecturer and units, and the periods.
import { ORGANIZATIONAL_AUDIENCE_PATHS, type Audience, type ResolvedAudience } from '@campus/contracts/audience';
import { ORGANIZATIONAL_ATTENDANCE_PATHS, type AttendancePeriod } from '@campus/contracts/attendance';
import { ORGANIZATIONAL_GRADING_PATHS, type ScopedSection, type ScopedSectionsQuery } from '@campus/contracts/grading';
import { ORGANIZATIONAL_SECTION_AUDIENCES_PATH, SECTION_AUDIENCES_MAX, type SectionAudience } from '@campus/contracts/surveys';
import type { ServiceDeps } from '@campus/kit';

export interface Organizational {
  /** 403 AUDIENCE_OUT_OF_SCOPE and 404 AUDIENCE_NOT_FOUND come through as organizational answered them. */
  resolveAudience(audience: Audience, senderId: string): Promise<ResolvedAudience>;
  sections(query: ScopedSectionsQuery): Promise<ScopedSection[]>;
  periods(): Promise<AttendancePeriod[]>;
  /** Each section alone as an audience within the sender's scope, in one call per SECTION_AUDIENCES_MAX sections. */
  sectionAudiences(sectionIds: string[], senderId: string): Promise<SectionAudience[]>;
}

export function organizationalOf(deps: ServiceDeps): Organizational {
  const get = <T>(path: string) => deps.services.request<{ data: T }>('organizational', { method: 'GET', path }).then((answer) => answer.data);
  return {
    resolveAudience: (audience, senderId) =>
      deps.services.request<{ data: ResolvedAudience }>('organizational', { method: 'POST', path: ORGANIZATIONAL_AUDIENCE_PATHS.resolve, body: { audience, senderId } }).then((answer) => answer.data),
    sections(query) {
      const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      return get(`${ORGANIZATIONAL_GRADING_PATHS.sections}?${search.toString()}`);
    },
    periods: () => get(ORGANIZATIONAL_ATTENDANCE_PATHS.periods),
    async sectionAudiences(sectionIds, senderId) {
      const answers: SectionAudience[] = [];
      for (let start = 0; start < sectionIds.length; start += SECTION_AUDIENCES_MAX) {
        const body = { sectionIds: sectionIds.slice(start, start + SECTION_AUDIENCES_MAX), senderId };
        answers.push(...(await deps.services.request<{ data: SectionAudience[] }>('organizational', { method: 'POST', path: ORGANIZATIONAL_SECTION_AUDIENCES_PATH, body })).data);
      }
      return answers;
    },
  };
}
