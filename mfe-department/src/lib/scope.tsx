// Which department the screens show: the signed-in chair's own department; an administrator (who has none)
// picks one, remembered for the session.
import Select from 'antd/es/select';
import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { useTranslation } from 'react-i18next';
import type { Department } from '@campus/contracts';
import { allDepartmentsQuery, myDepartmentQuery } from './org-api.js';
import { useLocalized } from '@campus/shared-ui';

const usePickedDepartment = create<{ departmentId?: string; pick: (id: string) => void }>((set) => ({
  pick: (departmentId) => set({ departmentId }),
}));

export interface DepartmentScope {
  departmentId: string | undefined;
  department: Department | undefined;
  isLoading: boolean;
  choices: Department[];
}

export function useDepartmentScope(): DepartmentScope {
  const mine = useQuery(myDepartmentQuery());
  const needsChoice = mine.isSuccess && mine.data === null;
  const all = useQuery({ ...allDepartmentsQuery(), enabled: needsChoice });
  const picked = usePickedDepartment((state) => state.departmentId);
  if (mine.data) return { departmentId: mine.data.id, department: mine.data, isLoading: false, choices: [] };
  const choices = all.data ?? [];
  const department = choices.find((item) => item.id === picked) ?? choices[0];
  return { departmentId: department?.id, department, isLoading: mine.isPending || (needsChoice && all.isPending), choices };
}

export function DepartmentPicker({ scope }: { scope: DepartmentScope }) {
  const { t } = useTranslation('department');
  const localized = useLocalized();
  const pick = usePickedDepartment((state) => state.pick);
  if (scope.choices.length === 0) return null;
  return (
    <Select
      aria-label={t('scope.department')}
      value={scope.departmentId}
      onChange={pick}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 260 }}
      options={scope.choices.map((department) => ({ value: department.id, label: localized(department.name) }))}
    />
  );
}
