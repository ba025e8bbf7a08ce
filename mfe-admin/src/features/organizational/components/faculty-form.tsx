// Create or edit a faculty; a new faculty may get its dean at once (account created or role added).
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { AccountLink, Faculty } from '@campus/contracts';
import {
  LeaderFields,
  NameFields,
  TemporaryPassword,
  nameValues,
  toLeader,
  toLocalizedName,
  type LeaderMode,
  type LeaderValues,
  type NameValues,
} from '@campus/shared-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.js';
import { useSaveFaculty } from '../api/structure.js';

interface Values extends NameValues, LeaderValues {
  code: string;
  description?: string;
}

export function FacultyForm({ open, faculty, onClose }: { open: boolean; faculty?: Faculty; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<LeaderMode>('none');
  const [account, setAccount] = useState<AccountLink | null>(null);
  const save = useSaveFaculty();
  const feedback = useFeedback();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setMode('none');
    setAccount(null);
    if (faculty) {
      form.setFieldsValue({
        code: faculty.code,
        ...nameValues(faculty.name),
        description: faculty.description ?? undefined,
      });
    }
  }, [open, faculty, form]);

  const submit = async (values: Values) => {
    const base = { code: values.code.trim(), name: toLocalizedName(values), description: values.description?.trim() || null };
    try {
      const result = faculty
        ? await save.mutateAsync({ kind: 'update', id: faculty.id, body: base })
        : mode === 'person'
          ? await save.mutateAsync({ kind: 'createWithDean', body: { faculty: base, dean: toLeader(values) } })
          : await save.mutateAsync({ kind: 'create', body: base });
      feedback.success(t(faculty ? 'organizational.faculties.updated' : 'organizational.faculties.created', { code: base.code }));
      if (result.dean?.temporaryPassword) setAccount(result.dean);
      else onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Modal
      open={open}
      title={faculty ? t('organizational.faculties.editTitle') : t('organizational.faculties.createTitle')}
      okText={account ? t('actions.done') : faculty ? t('actions.save') : t('actions.create')}
      cancelText={t('actions.cancel')}
      cancelButtonProps={account ? { style: { display: 'none' } } : undefined}
      onOk={() => (account ? onClose() : form.submit())}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={640}
      forceRender
    >
      {account?.temporaryPassword ? (
        <TemporaryPassword title={t('organizational.faculties.deanCreated')} email={account.email} password={account.temporaryPassword} />
      ) : (
        <Form<Values> form={form} layout="vertical" requiredMark="optional" onFinish={submit} style={{ marginTop: 16 }} scrollToFirstError>
          <Form.Item name="code" label={t('fields.code')} rules={[{ required: true, whitespace: true, message: t('validation.facultyCode') }]}>
            <Input maxLength={20} style={{ maxWidth: 240 }} />
          </Form.Item>
          <NameFields requiredMessage={t('validation.facultyName')} />
          <Form.Item name="description" label={t('fields.description')}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          {faculty ? null : <LeaderFields label={t('organizational.faculties.dean')} mode={mode} onModeChange={setMode} hint={t('organizational.faculties.deanHint')} />}
        </Form>
      )}
    </Modal>
  );
}
