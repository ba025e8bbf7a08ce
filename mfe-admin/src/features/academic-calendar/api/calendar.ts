// The academic calendar: one year's terms, exam sessions and holidays (with every year to choose from), and the
// administrator's writes. Years and terms are the existing academic-years and periods calls.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ORG_ROOT } from '@campus/shared-ui';
import {
  ACADEMIC_CALENDAR_PATHS,
  ORGANIZATIONAL_PATHS,
  type AcademicCalendar,
  type AcademicYearCreateBody,
  type CalendarEntry,
  type CalendarEntryBody,
  type CalendarEntryKind,
  type CalendarEntryUpdateBody,
  type PeriodCreateBody,
  type PeriodUpdateBody,
} from '@campus/contracts';

const calendarRoot = [...ORG_ROOT, 'academic-calendar'] as const;

/** The calendar of a year (the active one when none is chosen). */
export function useAcademicCalendar(academicYearId: string | undefined) {
  return useQuery({
    queryKey: [...calendarRoot, academicYearId ?? 'active'],
    queryFn: async ({ signal }) => {
      const query = academicYearId ? `?academicYearId=${encodeURIComponent(academicYearId)}` : '';
      return (await api.get<{ data: AcademicCalendar }>(`${ACADEMIC_CALENDAR_PATHS.calendar}${query}`, { signal })).data;
    },
    placeholderData: keepPreviousData,
  });
}

const entryPath = (kind: CalendarEntryKind) => (kind === 'holiday' ? ACADEMIC_CALENDAR_PATHS.holidays : ACADEMIC_CALENDAR_PATHS.examSessions);

export type CalendarWrite =
  | { kind: 'createEntry'; entry: CalendarEntryKind; body: CalendarEntryBody }
  | { kind: 'updateEntry'; entry: CalendarEntryKind; id: string; body: CalendarEntryUpdateBody }
  | { kind: 'deleteEntry'; entry: CalendarEntryKind; id: string }
  | { kind: 'createYear'; body: AcademicYearCreateBody }
  | { kind: 'createTerm'; body: PeriodCreateBody }
  | { kind: 'updateTerm'; id: string; body: PeriodUpdateBody };

function send(write: CalendarWrite): Promise<unknown> {
  switch (write.kind) {
    case 'createEntry':
      return api.post<{ data: CalendarEntry }>(entryPath(write.entry), write.body);
    case 'updateEntry':
      return api.put<{ data: CalendarEntry }>(`${entryPath(write.entry)}/${write.id}`, write.body);
    case 'deleteEntry':
      return api.delete(`${entryPath(write.entry)}/${write.id}`);
    case 'createYear':
      return api.post(ORGANIZATIONAL_PATHS.academicYears, write.body);
    case 'createTerm':
      return api.post(ORGANIZATIONAL_PATHS.periods, write.body);
    case 'updateTerm':
      return api.put(`${ORGANIZATIONAL_PATHS.periods}/${write.id}`, write.body);
  }
}

/** Every calendar write; afterwards everything organizational is read again (the active term shapes many lists). */
export function useCalendarWrite() {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: ORG_ROOT }) });
}
