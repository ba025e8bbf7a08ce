// Create or edit a study program in a dialog.
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import type { Program } from '@campus/contracts';
import { useEffect } from 'react';
import { useFeedback } from '../../components/toast.js';
import { useProgramsTranslation } from './i18n/index.js';
import { useActionsTranslation } from '../i18n/index.js';
import { NEW_PROGRAM, ProgramFields, programValues, toProgramBody, type ProgramValues } from './program-fields.js';
import { useSaveProgram, type ProgramScope } from './programs-api.js';

export interface ProgramFormProps {
  open: boolean;
  /** The program to edit; a new one when absent. */
  program?: Program;
  scope: ProgramScope;
  onClose: () => void;
}

export function ProgramForm({ open, program, scope, onClose }: ProgramFormProps) {
  const { t } = useProgramsTranslation();
  const { t: actionText } = useActionsTranslation();
  const [form] = Form.useForm<ProgramValues>();
  const save = useSaveProgram();
  const feedback = useFeedback();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(program ? programValues(program) : NEW_PROGRAM);
  }, [open, program, form]);

  const submit = async (values: ProgramValues) => {
    const body = toProgramBody(values);
    try {
      await save.mutateAsync(program ? { id: program.id, body } : { body });
      feedback.success(t(program ? 'updated' : 'created', { code: body.code }));
      onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Modal
      open={open}
      title={program ? t('editTitle', { code: program.code }) : t('createTitle')}
      okText={program ? actionText('save') : actionText('create')}
      cancelText={actionText('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={640}
      forceRender
    >
      <Form<ProgramValues> form={form} layout="vertical" requiredMark="optional" onFinish={submit} style={{ marginTop: 16 }} scrollToFirstError>
        <ProgramFields scope={scope} />
      </Form>
    </Modal>
  );
}
