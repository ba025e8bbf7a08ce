import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useLocalized, useOrgOptions } from '@campus/shared-ui';

/** Every department, by name with its faculty; searchable. */
export function DepartmentSelect({ value, onChange, id }: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const { t } = useTranslation('admin');
  const localized = useLocalized();
  const departments = useOrgOptions('departments');
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      loading={departments.isPending}
      placeholder={t('fields.departmentPlaceholder')}
      notFoundContent={departments.isError ? t('organizational.departments.loadFailed') : undefined}
      options={(departments.data ?? []).map((department) => ({
        value: department.id,
        label: `${localized(department.name)} · ${localized(department.facultyName)}`,
      }))}
    />
  );
}
