// Which faculty (the dean's office area) or department (the department area) the screens show: the signed-in
// person's own; an administrator, who has none, picks one, remembered while the page is open.
import Select from 'antd/es/select';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import type { Department, Faculty } from '@campus/contracts';
import { useLocalized } from '../../i18n/localized.js';
import { myUnitQuery, orgOptionsQuery } from '../org-api.js';

type Unit = 'faculty' | 'department';
type UnitRow<U extends Unit> = U extends 'faculty' ? Faculty : Department;
const LISTS = { faculty: 'faculties', department: 'departments' } as const;

/** `facultyId` and `faculty` (or `departmentId` and `department`), whether it is still being found, and the choices. */
export type UnitScope<U extends Unit> = { [K in `${U}Id`]: string | undefined } & { [K in U]: UnitRow<U> | undefined } & {
  isLoading: boolean;
  /** Administrators: every faculty or department, to choose from. */
  choices: UnitRow<U>[];
};

/**
 * The scope hook and picker of one area. Each area calls this once, at its own module level, so the choice is
 * kept per area (the store lives in the area, not in shared-ui). `label` is the picker's translation key.
 */
export function createUnitScope<U extends Unit>(unit: U, label: string) {
  const usePicked = create<{ id?: string; pick: (id: string) => void }>((set) => ({ pick: (id) => set({ id }) }));
  const scopeOf = (row: UnitRow<U> | undefined, isLoading: boolean, choices: UnitRow<U>[]) =>
    ({ [`${unit}Id`]: row?.id, [unit]: row, isLoading, choices }) as UnitScope<U>;

  function useUnitScope(): UnitScope<U> {
    const mine = useQuery(myUnitQuery(unit));
    const needsChoice = mine.isSuccess && mine.data === null;
    const all = useQuery(orgOptionsQuery(LISTS[unit], {}, { enabled: needsChoice }));
    const picked = usePicked((state) => state.id);
    if (mine.data) return scopeOf(mine.data as UnitRow<U>, false, []);
    const choices = (all.data ?? []) as UnitRow<U>[];
    return scopeOf(choices.find((row) => row.id === picked) ?? choices[0], mine.isPending || (needsChoice && all.isPending), choices);
  }

  /** Shown only to someone without a faculty or department of their own (an administrator). */
  function UnitPicker({ scope }: { scope: UnitScope<U> }) {
    const { t } = useTranslation();
    const localized = useLocalized();
    const pick = usePicked((state) => state.pick);
    if (scope.choices.length === 0) return null;
    return (
      <Select
        aria-label={t(label)}
        value={scope[`${unit}Id`]}
        onChange={pick}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 260 }}
        options={scope.choices.map((row) => ({ value: row.id, label: localized(row.name) }))}
      />
    );
  }

  return { useUnitScope, UnitPicker };
}
