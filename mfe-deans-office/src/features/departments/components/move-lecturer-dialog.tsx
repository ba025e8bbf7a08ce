// Moves a lecturer to another department of the faculty: pick the department, confirm, done. A refusal is
// shown in the dialog in the server's own words, and the dialog stays open to pick again.
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import type { Department, Lecturer } from '@campus/contracts';
import { errorMessage, useFeedback, useLocalized } from '@campus/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveLecturer } from '../api/department-lecturers.js';
import { lecturerName } from './department-lecturers.js';

export interface MoveLecturerDialogProps {
  /** The lecturer to move; null closes the dialog. */
  lecturer: Lecturer | null;
  /** The faculty's departments, the lecturer's own among them. */
  departments: Department[];
  onClose: () => void;
}

export function MoveLecturerDialog({ lecturer, ...props }: MoveLecturerDialogProps) {
  // A fresh dialog (form, error) for each lecturer.
  return lecturer ? <MoveDialog key={lecturer.id} lecturer={lecturer} {...props} /> : null;
}

function MoveDialog({ lecturer, departments, onClose }: Omit<MoveLecturerDialogProps, 'lecturer'> & { lecturer: Lecturer }) {
  const { t } = useTranslation('deans-office');
  const { t: tc } = useTranslation('common');
  const { modal } = App.useApp();
  const localized = useLocalized();
  const feedback = useFeedback();
  const move = useMoveLecturer();
  const [form] = Form.useForm<{ departmentId: string }>();
  const [problem, setProblem] = useState<string | null>(null);

  const name = lecturerName(lecturer);
  const from = localized(lecturer.departmentName);
  const targets = departments.filter((department) => department.id !== lecturer.departmentId);

  const confirm = ({ departmentId }: { departmentId: string }) => {
    const target = targets.find((department) => department.id === departmentId);
    if (!target) return;
    const to = localized(target.name);
    modal.confirm({
      title: t('departments.move.confirm', { name, to }),
      content: t('departments.move.confirmHint', { name, from, to }),
      okText: t('departments.move.submit'),
      cancelText: t('actions.cancel'),
      onOk: async () => {
        setProblem(null);
        try {
          await move.mutateAsync({ lecturerId: lecturer.id, departmentId: target.id });
          feedback.success(t('departments.move.moved', { name, to }));
          onClose();
        } catch (error) {
          setProblem(errorMessage(error, tc));
        }
      },
    });
  };

  return (
    <Modal
      open
      title={t('departments.move.title', { name })}
      okText={t('departments.move.submit')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: targets.length === 0 }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={move.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('departments.move.current', { department: from })}</Typography.Paragraph>
      {targets.length === 0 ? (
        <Alert type="info" showIcon title={t('departments.move.noOther')} />
      ) : (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={confirm}>
          <Form.Item name="departmentId" label={t('departments.move.target')} rules={[{ required: true, message: t('departments.move.targetRequired') }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('departments.move.targetPlaceholder')}
              options={targets.map((department) => ({ value: department.id, label: `${department.code} · ${localized(department.name)}` }))}
            />
          </Form.Item>
        </Form>
      )}
      {problem ? <Alert type="error" showIcon role="alert" title={t('departments.move.failed')} description={problem} /> : null}
    </Modal>
  );
}
