// Create or edit a department; a new department may get its chair at once (account created or role added), whose
// one-time password is then shown. The admin area picks the faculty; the dean's office creates in its own.
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import type { Department, Faculty } from '@campus/contracts';
import { useMemo } from 'react';
import { useLocalized } from '../../i18n/localized.js';
import { useAcademicTranslation } from '../i18n/index.js';
import { useSaveDepartment } from './departments-api.js';
import { UnitDialog, unitValues, type UnitValues } from './unit-dialog.js';

/** The faculty of the department: fixed (the dean's office's own, unknown while it loads) or chosen from `options`. */
export type DepartmentFaculty = { id: string | undefined } | { options: readonly Pick<Faculty, 'id' | 'name'>[]; loading: boolean };

export interface DepartmentFormProps {
  open: boolean;
  /** The department to edit; none to create one. */
  department?: Department;
  faculty: DepartmentFaculty;
  /** The area's own wording of server errors it knows; otherwise the server's message is shown. */
  errorText?: (error: unknown) => string;
  onClose: () => void;
}

interface Values extends UnitValues {
  facultyId?: string;
}

export function DepartmentForm({ open, department, faculty, errorText, onClose }: DepartmentFormProps) {
  const save = useSaveDepartment();
  const { t } = useAcademicTranslation();
  const localized = useLocalized();
  const editing = useMemo(() => (department ? { ...unitValues(department), facultyId: department.facultyId } : undefined), [department]);

  return (
    <UnitDialog<Values>
      open={open}
      editing={editing}
      texts={{
        createTitle: t('departments.createTitle'),
        editTitle: t('departments.editTitle'),
        codeRequired: t('departments.codeRequired'),
        nameRequired: t('departments.nameRequired'),
        leader: t('departments.chair'),
        leaderHint: t('departments.chairHint'),
        leaderCreated: t('departments.chairCreated'),
      }}
      pending={save.isPending}
      save={async (values, unit, chair) => {
        const facultyId = 'id' in faculty ? faculty.id : values.facultyId;
        if (!facultyId) return undefined;
        const body = { ...unit, facultyId };
        if (department) return (await save.mutateAsync({ kind: 'update', id: department.id, body })).chair;
        if (chair) return (await save.mutateAsync({ kind: 'createWithChair', body: { department: body, chair } })).chair;
        return (await save.mutateAsync({ kind: 'create', body })).chair;
      }}
      savedText={(unit) => t(department ? 'departments.updated' : 'departments.created', { code: unit.code })}
      errorText={errorText}
      onClose={onClose}
    >
      {'options' in faculty ? (
        <Form.Item name="facultyId" label={t('departments.faculty')} rules={[{ required: true, message: t('departments.facultyRequired') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={faculty.loading}
            placeholder={t('departments.facultyPlaceholder')}
            options={faculty.options.map((option) => ({ value: option.id, label: localized(option.name) }))}
          />
        </Form.Item>
      ) : null}
    </UnitDialog>
  );
}
