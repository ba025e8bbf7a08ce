// Add a lecturer to the department: their account is created or linked, and a new account's temporary password is
// shown once (§5: maxLoad 1–40). Editing is shared-ui's lecturer drawer, from the table.
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { BOUNDS, EMPLOYMENT_TYPES, LECTURER_STATUSES, POSITIONS, type EmploymentType, type LecturerStatus, type Position } from '@campus/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateLecturer } from '../api/lecturers.js';
import { useFeedback } from '@campus/shared-ui';

interface Values {
  employeeId: string;
  firstName: string;
  lastName: string;
  email: string;
  title?: string;
  position: Position;
  employmentType: EmploymentType;
  status: LecturerStatus;
  maxLoad: number;
  office?: string;
  phone?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LecturerForm({ open, departmentId, onClose }: { open: boolean; departmentId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('department');
  const [form] = Form.useForm<Values>();
  const save = useCreateLecturer();
  const feedback = useFeedback();
  const [password, setPassword] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setPassword(null);
  }, [open, form]);

  const submit = async (values: Values) => {
    const common = {
      employeeId: values.employeeId.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      title: values.title?.trim() || null,
      position: values.position,
      employmentType: values.employmentType,
      status: values.status,
      maxLoad: values.maxLoad,
      office: values.office?.trim() || null,
      phone: values.phone?.trim() || null,
    };
    try {
      const result = await save.mutateAsync({ ...common, email: values.email.trim(), departmentId: departmentId! });
      feedback.success(t('lecturers.created', { name: `${common.firstName} ${common.lastName}` }));
      if (result.account?.temporaryPassword) setPassword(result.account.temporaryPassword);
      else onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('lecturers.createTitle')}
      okText={password ? t('actions.done') : t('actions.create')}
      cancelText={t('actions.cancel')}
      onOk={() => (password ? onClose() : form.submit())}
      onCancel={onClose}
      confirmLoading={save.isPending}
      forceRender
      width={620}
    >
      {password ? (
        <Alert
          type="success"
          showIcon
          title={t('lecturers.accountCreated')}
          description={
            <>
              {t('lecturers.temporaryPassword')} <Typography.Text code copyable>{password}</Typography.Text>
            </>
          }
        />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark="optional"
          onFinish={submit}
          initialValues={{ position: 'Lecturer', employmentType: 'full-time', status: 'active', maxLoad: 18 }}
          style={{ marginTop: 16 }}
        >
          <Form.Item name="employeeId" label={t('lecturers.fields.employeeId')} rules={[{ required: true, whitespace: true, message: t('validation.employeeId') }]}>
            <Input maxLength={40} style={{ maxWidth: 240 }} />
          </Form.Item>
          <Form.Item name="firstName" label={t('lecturers.fields.firstName')} rules={[{ required: true, whitespace: true, message: t('validation.firstName') }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="lastName" label={t('lecturers.fields.lastName')} rules={[{ required: true, whitespace: true, message: t('validation.lastName') }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="email" label={t('lecturers.fields.email')} rules={[{ required: true, pattern: EMAIL, message: t('validation.email') }]}>
            <Input type="email" />
          </Form.Item>
          <Form.Item name="title" label={t('lecturers.fields.title')}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="position" label={t('lecturers.fields.position')} rules={[{ required: true }]}>
            <Select options={POSITIONS.map((position) => ({ value: position, label: t(`position.${position.replace(/ /g, '')}`) }))} />
          </Form.Item>
          <Form.Item name="employmentType" label={t('lecturers.fields.employmentType')}>
            <Select options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`employment.${type}`) }))} />
          </Form.Item>
          <Form.Item name="status" label={t('lecturers.fields.status')}>
            <Select options={LECTURER_STATUSES.map((status) => ({ value: status, label: t(`lecturerStatus.${status}`) }))} />
          </Form.Item>
          <Form.Item
            name="maxLoad"
            label={t('lecturers.fields.maxLoad')}
            rules={[{ required: true, type: 'integer', min: BOUNDS.maxLoad.min, max: BOUNDS.maxLoad.max, message: t('validation.maxLoad') }]}
          >
            <InputNumber min={1} max={40} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="office" label={t('lecturers.fields.office')}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="phone" label={t('lecturers.fields.phone')}>
            <Input maxLength={40} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
