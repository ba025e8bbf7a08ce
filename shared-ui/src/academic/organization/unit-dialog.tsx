// The dialog a faculty or a department is created or edited in: what the area puts first (a department's
// faculty), the code, the three names and a description, and for a new one its leader (dean or chair). When
// saving created the leader's account, its one-time password is shown before the dialog closes.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import type { AccountLink, LocalizedName, PersonAccountBody } from '@campus/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useFeedback } from '../../components/toast.js';
import { useAcademicTranslation } from '../i18n/index.js';
import { LeaderFields, toLeader, type LeaderMode, type LeaderValues } from './leader-fields.js';
import { NameFields, nameValues, toLocalizedName, type NameValues } from './name-fields.js';
import { TemporaryPassword } from './temporary-password.js';

export interface UnitValues extends NameValues, LeaderValues {
  code: string;
  description?: string;
}

/** What a faculty and a department have in common, as the API takes it. */
export interface UnitBody {
  code: string;
  name: LocalizedName;
  description: string | null;
}

/** The form values of a saved faculty or department. */
export function unitValues(unit: { code: string; name: LocalizedName; description: string | null }): UnitValues {
  return { code: unit.code, ...nameValues(unit.name), description: unit.description ?? undefined };
}

export interface UnitDialogProps<Values extends UnitValues> {
  open: boolean;
  /** The values of the faculty or department being edited; none to create one. */
  editing?: Values;
  texts: { createTitle: string; editTitle: string; codeRequired: string; nameRequired: string; leader: string; leaderHint: string; leaderCreated: string };
  pending: boolean;
  /** Saves, with the leader a new one is given (none when edited or left for later); answers the leader's account. */
  save: (values: Values, body: UnitBody, leader: PersonAccountBody | undefined) => Promise<AccountLink | undefined>;
  /** The toast once saved, e.g. "Faculty IAM created". */
  savedText: (body: UnitBody) => string;
  /** The area's own wording of server errors it knows; otherwise the server's message is shown. */
  errorText?: (error: unknown) => string;
  onClose: () => void;
  /** Fields before the code, e.g. the department's faculty. */
  children?: ReactNode;
}

export function UnitDialog<Values extends UnitValues>(props: UnitDialogProps<Values>) {
  const { open, editing, texts, pending, save, savedText, errorText, onClose, children } = props;
  const { t } = useAcademicTranslation();
  const feedback = useFeedback(errorText);
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<LeaderMode>('none');
  const [account, setAccount] = useState<AccountLink | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setMode('none');
    setAccount(null);
    if (editing) form.setFieldsValue(editing as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, editing, form]);

  const submit = async (values: Values) => {
    const body = { code: values.code.trim(), name: toLocalizedName(values), description: values.description?.trim() || null };
    try {
      const leader = await save(values, body, !editing && mode === 'person' ? toLeader(values) : undefined);
      feedback.success(savedText(body));
      if (leader?.temporaryPassword) setAccount(leader);
      else onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? texts.editTitle : texts.createTitle}
      okText={account ? t('actions.done') : editing ? t('actions.save') : t('actions.create')}
      cancelText={t('actions.cancel')}
      cancelButtonProps={account ? { style: { display: 'none' } } : undefined}
      onOk={() => (account ? onClose() : form.submit())}
      onCancel={onClose}
      confirmLoading={pending}
      width={640}
      forceRender
    >
      {account?.temporaryPassword ? (
        <TemporaryPassword title={texts.leaderCreated} email={account.email} password={account.temporaryPassword} />
      ) : (
        <Form<Values> form={form} layout="vertical" requiredMark="optional" onFinish={submit} style={{ marginTop: 16 }} scrollToFirstError>
          {children}
          <Form.Item name="code" label={t('units.code')} rules={[{ required: true, whitespace: true, message: texts.codeRequired }]}>
            <Input maxLength={20} style={{ maxWidth: 240 }} />
          </Form.Item>
          <NameFields requiredMessage={texts.nameRequired} />
          <Form.Item name="description" label={t('units.description')}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          {editing ? null : <LeaderFields label={texts.leader} mode={mode} onModeChange={setMode} hint={texts.leaderHint} />}
        </Form>
      )}
    </Modal>
  );
}
