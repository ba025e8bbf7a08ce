// The dialog every calendar record is created or edited in: the form is filled afresh each time it opens, and a
// failed save keeps it open with the server's message (in words the admin can act on).
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.js';

export interface FormDialogProps<Values> {
  /** The form's name: its fields' ids start with it, so two dialogs' fields never share an id. */
  name: string;
  open: boolean;
  title: string;
  /** Edits an existing record (Save) rather than creating one (Create). */
  editing: boolean;
  initialValues: Partial<Values>;
  pending: boolean;
  /** Saves and answers the toast to show. */
  save: (values: Values) => Promise<string>;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog<Values extends object>({ name, open, title, editing, initialValues, pending, save, onClose, children }: FormDialogProps<Values>) {
  const { t } = useTranslation('admin');
  const feedback = useFeedback();
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initialValues, form]);

  const submit = async (values: Values) => {
    try {
      feedback.success(await save(values));
      onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={editing ? t('actions.save') : t('actions.create')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      width={560}
      forceRender
    >
      <Form<Values> name={name} form={form} layout="vertical" requiredMark="optional" onFinish={submit} style={{ marginTop: 16 }} scrollToFirstError>
        {children}
      </Form>
    </Modal>
  );
}
