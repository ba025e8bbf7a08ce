// Create or edit a department; a new department may get its chair at once (account created or role added), whose
// one-time password is then shown. The admin area picks the faculty; the dean's office creates in its own.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import type { AccountLink, Department, DepartmentCreateBody, DepartmentUpdateBody, DepartmentWithChairBody, Faculty } from '@campus/contracts';
import { useEffect, useState } from 'react';
import { useFeedback } from '../../components/toast.js';
import { useLocalized } from '../../i18n/localized.js';
import { useAcademicTranslation } from '../i18n/index.js';
import { LeaderFields, toLeader, type LeaderMode, type LeaderValues } from './leader-fields.js';
import { NameFields, nameValues, toLocalizedName, type NameValues } from './name-fields.js';
import { TemporaryPassword } from './temporary-password.js';

export type DepartmentSave =
  | { kind: 'create'; body: DepartmentCreateBody }
  | { kind: 'createWithChair'; body: DepartmentWithChairBody }
  | { kind: 'update'; id: string; body: DepartmentUpdateBody };

/** The area's save mutation (it knows which of its lists to refresh), e.g. the result of its `useMutation`. */
export interface DepartmentSaver {
  mutateAsync(save: DepartmentSave): Promise<{ chair?: AccountLink }>;
  isPending: boolean;
}

/** The faculty of the department: fixed (the dean's office's own, unknown while it loads) or chosen from `options`. */
export type DepartmentFaculty = { id: string | undefined } | { options: readonly Pick<Faculty, 'id' | 'name'>[]; loading: boolean };

export interface DepartmentFormProps {
  open: boolean;
  /** The department to edit; none to create one. */
  department?: Department;
  faculty: DepartmentFaculty;
  save: DepartmentSaver;
  /** The area's own wording of server errors it knows; otherwise the server's message is shown. */
  errorText?: (error: unknown) => string;
  onClose: () => void;
}

interface Values extends NameValues, LeaderValues {
  facultyId?: string;
  code: string;
  description?: string;
}

export function DepartmentForm({ open, department, faculty, save, errorText, onClose }: DepartmentFormProps) {
  const { t } = useAcademicTranslation();
  const localized = useLocalized();
  const feedback = useFeedback(errorText);
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<LeaderMode>('none');
  const [account, setAccount] = useState<AccountLink | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setMode('none');
    setAccount(null);
    if (department) {
      form.setFieldsValue({
        facultyId: department.facultyId,
        code: department.code,
        ...nameValues(department.name),
        description: department.description ?? undefined,
      });
    }
  }, [open, department, form]);

  const submit = async (values: Values) => {
    const facultyId = 'id' in faculty ? faculty.id : values.facultyId;
    if (!facultyId) return;
    const base = {
      code: values.code.trim(),
      name: toLocalizedName(values),
      description: values.description?.trim() || null,
      facultyId,
    };
    try {
      const result = department
        ? await save.mutateAsync({ kind: 'update', id: department.id, body: base })
        : mode === 'person'
          ? await save.mutateAsync({ kind: 'createWithChair', body: { department: base, chair: toLeader(values) } })
          : await save.mutateAsync({ kind: 'create', body: base });
      feedback.success(t(department ? 'departments.updated' : 'departments.created', { code: base.code }));
      if (result.chair?.temporaryPassword) setAccount(result.chair);
      else onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Modal
      open={open}
      title={department ? t('departments.editTitle') : t('departments.createTitle')}
      okText={account ? t('actions.done') : department ? t('actions.save') : t('actions.create')}
      cancelText={t('actions.cancel')}
      cancelButtonProps={account ? { style: { display: 'none' } } : undefined}
      onOk={() => (account ? onClose() : form.submit())}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={640}
      forceRender
    >
      {account?.temporaryPassword ? (
        <TemporaryPassword title={t('departments.chairCreated')} email={account.email} password={account.temporaryPassword} />
      ) : (
        <Form<Values> form={form} layout="vertical" requiredMark="optional" onFinish={submit} style={{ marginTop: 16 }} scrollToFirstError>
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
          <Form.Item name="code" label={t('departments.code')} rules={[{ required: true, whitespace: true, message: t('departments.codeRequired') }]}>
            <Input maxLength={20} style={{ maxWidth: 240 }} />
          </Form.Item>
          <NameFields requiredMessage={t('departments.nameRequired')} />
          <Form.Item name="description" label={t('departments.description')}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          {department ? null : <LeaderFields label={t('departments.chair')} mode={mode} onModeChange={setMode} hint={t('departments.chairHint')} />}
        </Form>
      )}
    </Modal>
  );
}
