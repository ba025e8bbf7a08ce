// Create or edit a department in a faculty; a new department may get its chair at once.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import type { AccountLink, Department } from '@campus/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.js';
import { NameFields, toLocalizedName, type NameValues } from '../../../lib/name-fields.js';
import { useFacultyOptions } from '../../../lib/org-api.js';
import { useSaveDepartment } from '../api/structure.js';
import { PersonFields, toPerson, type PersonMode, type PersonValues } from './person-fields.js';
import { TemporaryPassword } from './temporary-password.js';
import { useLocalized } from '@campus/shared-ui';

interface Values extends NameValues, PersonValues {
  code: string;
  facultyId: string;
  description?: string;
}

export function DepartmentForm({ open, department, onClose }: { open: boolean; department?: Department; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const localized = useLocalized();
  const faculties = useFacultyOptions();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<PersonMode>('none');
  const [account, setAccount] = useState<AccountLink | null>(null);
  const save = useSaveDepartment();
  const feedback = useFeedback();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setMode('none');
    setAccount(null);
    if (department) {
      form.setFieldsValue({
        code: department.code,
        facultyId: department.facultyId,
        nameHy: department.name.hy,
        nameEn: department.name.en,
        nameRu: department.name.ru,
        description: department.description ?? undefined,
      });
    }
  }, [open, department, form]);

  const submit = async (values: Values) => {
    const base = { code: values.code.trim(), name: toLocalizedName(values), description: values.description?.trim() || null, facultyId: values.facultyId };
    try {
      const result = department
        ? await save.mutateAsync({ kind: 'update', id: department.id, body: base })
        : mode === 'person'
          ? await save.mutateAsync({ kind: 'createWithChair', body: { department: base, chair: toPerson(values) } })
          : await save.mutateAsync({ kind: 'create', body: base });
      feedback.success(t(department ? 'organizational.departments.updated' : 'organizational.departments.created', { code: base.code }));
      if (result.chair?.temporaryPassword) setAccount(result.chair);
      else onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Modal
      open={open}
      title={department ? t('organizational.departments.editTitle') : t('organizational.departments.createTitle')}
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
        <TemporaryPassword title={t('organizational.departments.chairCreated')} email={account.email} password={account.temporaryPassword} />
      ) : (
        <Form<Values> form={form} layout="vertical" requiredMark="optional" onFinish={submit} style={{ marginTop: 16 }} scrollToFirstError>
          <Form.Item name="facultyId" label={t('fields.faculty')} rules={[{ required: true, message: t('validation.faculty') }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={faculties.isPending}
              placeholder={t('fields.facultyPlaceholder')}
              options={(faculties.data ?? []).map((faculty) => ({ value: faculty.id, label: localized(faculty.name) }))}
            />
          </Form.Item>
          <Form.Item name="code" label={t('fields.code')} rules={[{ required: true, whitespace: true, message: t('validation.departmentCode') }]}>
            <Input maxLength={20} style={{ maxWidth: 240 }} />
          </Form.Item>
          <NameFields requiredMessage={t('validation.departmentName')} />
          <Form.Item name="description" label={t('fields.description')}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          {department ? null : (
            <PersonFields label={t('organizational.departments.chair')} mode={mode} onModeChange={setMode} hint={t('organizational.departments.chairHint')} />
          )}
        </Form>
      )}
    </Modal>
  );
}
