// Create or edit a department; a new department may get a chair: nobody yet, or a person by email (their
// account is created, or the chair role added to an existing one).
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Typography from 'antd/es/typography';
import type { Department } from '@campus/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveDepartment } from '../api/departments.js';
import { useFeedback } from '@campus/shared-ui';

interface Values {
  code: string;
  nameHy: string;
  nameEn?: string;
  nameRu?: string;
  description?: string;
  chairEmail?: string;
  chairFirstName?: string;
  chairLastName?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function DepartmentForm({ open, department, facultyId, onClose }: { open: boolean; department?: Department; facultyId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('deans-office');
  const [form] = Form.useForm<Values>();
  const [chairMode, setChairMode] = useState<'none' | 'person'>('none');
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const save = useSaveDepartment();
  const feedback = useFeedback();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setChairMode('none');
    setTemporaryPassword(null);
    if (department)
      form.setFieldsValue({ code: department.code, nameHy: department.name.hy, nameEn: department.name.en, nameRu: department.name.ru, description: department.description ?? undefined });
  }, [open, department, form]);

  const submit = async (values: Values) => {
    if (!facultyId) return;
    const base = {
      code: values.code.trim(),
      name: { hy: values.nameHy.trim(), en: values.nameEn?.trim() ?? '', ru: values.nameRu?.trim() ?? '' },
      description: values.description?.trim() || null,
      facultyId,
    };
    try {
      const result = department
        ? await save.mutateAsync({ kind: 'update', id: department.id, body: base })
        : chairMode === 'person'
          ? await save.mutateAsync({
              kind: 'createWithChair',
              body: { department: base, chair: { email: values.chairEmail!.trim(), firstName: values.chairFirstName!.trim(), lastName: values.chairLastName!.trim() } },
            })
          : await save.mutateAsync({ kind: 'create', body: base });
      feedback.success(t(department ? 'departments.updated' : 'departments.created', { name: base.name.hy }));
      if (result.chair?.temporaryPassword) setTemporaryPassword(result.chair.temporaryPassword);
      else onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Modal
      open={open}
      title={department ? t('departments.editTitle') : t('departments.createTitle')}
      okText={temporaryPassword ? t('actions.done') : department ? t('actions.save') : t('actions.create')}
      cancelText={t('actions.cancel')}
      onOk={() => (temporaryPassword ? onClose() : form.submit())}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={640}
      forceRender
    >
      {temporaryPassword ? (
        <Alert
          type="success"
          showIcon
          title={t('departments.chairCreated')}
          description={
            <>
              {t('departments.temporaryPassword')} <Typography.Text code copyable>{temporaryPassword}</Typography.Text>
            </>
          }
        />
      ) : (
        <Form<Values> form={form} layout="vertical" requiredMark="optional" onFinish={submit} style={{ marginTop: 16 }}>
          <Form.Item name="code" label={t('departments.fields.code')} rules={[{ required: true, whitespace: true, message: t('validation.departmentCode') }, { max: 20 }]}>
            <Input maxLength={20} style={{ maxWidth: 240 }} />
          </Form.Item>
          <Form.Item name="nameHy" label={t('programs.fields.nameHy')} rules={[{ required: true, whitespace: true, message: t('validation.departmentName') }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('programs.fields.nameEn')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="nameRu" label={t('programs.fields.nameRu')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="description" label={t('programs.fields.description')}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          {department ? null : (
            <>
              <Form.Item label={t('departments.fields.chair')}>
                <Segmented<'none' | 'person'>
                  value={chairMode}
                  onChange={setChairMode}
                  options={[
                    { value: 'none', label: t('departments.chairLater') },
                    { value: 'person', label: t('departments.chairPerson') },
                  ]}
                />
              </Form.Item>
              {chairMode === 'person' ? (
                <>
                  <Form.Item name="chairEmail" label={t('departments.fields.chairEmail')} rules={[{ required: true, pattern: EMAIL, message: t('validation.email') }]}>
                    <Input type="email" autoComplete="off" />
                  </Form.Item>
                  <Form.Item name="chairFirstName" label={t('departments.fields.chairFirstName')} rules={[{ required: true, whitespace: true, message: t('validation.firstName') }]}>
                    <Input maxLength={100} />
                  </Form.Item>
                  <Form.Item name="chairLastName" label={t('departments.fields.chairLastName')} rules={[{ required: true, whitespace: true, message: t('validation.lastName') }]}>
                    <Input maxLength={100} />
                  </Form.Item>
                  <Typography.Paragraph type="secondary">{t('departments.chairHint')}</Typography.Paragraph>
                </>
              ) : null}
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
