// Which faculty the dean's office screens show: the signed-in dean's own faculty; an administrator (who has
// none) picks one, remembered for the session.
import Select from 'antd/es/select';
import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { useTranslation } from 'react-i18next';
import type { Faculty } from '@campus/contracts';
import { facultiesQuery, myFacultyQuery } from './org-api.js';
import { useLocalized } from '@campus/shared-ui';

const usePickedFaculty = create<{ facultyId?: string; pick: (id: string) => void }>((set) => ({
  pick: (facultyId) => set({ facultyId }),
}));

export interface FacultyScope {
  facultyId: string | undefined;
  faculty: Faculty | undefined;
  isLoading: boolean;
  /** Administrators: every faculty, to choose from. */
  choices: Faculty[];
}

export function useFacultyScope(): FacultyScope {
  const mine = useQuery(myFacultyQuery());
  const needsChoice = mine.isSuccess && mine.data === null;
  const all = useQuery({ ...facultiesQuery(), enabled: needsChoice });
  const picked = usePickedFaculty((state) => state.facultyId);
  if (mine.data) return { facultyId: mine.data.id, faculty: mine.data, isLoading: false, choices: [] };
  const choices = all.data ?? [];
  const faculty = choices.find((item) => item.id === picked) ?? choices[0];
  return { facultyId: faculty?.id, faculty, isLoading: mine.isPending || (needsChoice && all.isPending), choices };
}

/** A faculty picker shown only to someone without a faculty of their own (an administrator). */
export function FacultyPicker({ scope }: { scope: FacultyScope }) {
  const { t } = useTranslation('deans-office');
  const localized = useLocalized();
  const pick = usePickedFaculty((state) => state.pick);
  if (scope.choices.length === 0) return null;
  return (
    <Select
      aria-label={t('scope.faculty')}
      value={scope.facultyId}
      onChange={pick}
      style={{ minWidth: 240 }}
      options={scope.choices.map((faculty) => ({ value: faculty.id, label: localized(faculty.name) }))}
    />
  );
}
