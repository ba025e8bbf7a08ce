// A record's edit form in a side drawer, with Cancel and Save at the bottom. The form is filled from the record
// each time the drawer opens; once the values pass the fields' rules `submit` saves them and answers the toast to
// show, and the drawer closes (a refusal is toasted and the drawer stays open).
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Form, { type FormInstance } from 'antd/es/form';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useFeedback } from '../components/toast.js';
import { usePeopleTranslation } from './i18n/index.js';
import { DRAWER_SIZE } from './record-drawer.js';

export interface EditDrawerProps<Record, Values> {
  /** The record to edit; null while closed. */
  record: Record | null;
  /** The form's values for a record (a function of the module, so the form is filled once per record). */
  valuesOf: (record: Record) => Values;
  title: ReactNode;
  saving: boolean;
  submit: (record: Record, values: Values) => Promise<ReactNode>;
  onClose: () => void;
  children: ReactNode;
}

export function EditDrawer<Record, Values extends object>({ record, valuesOf, title, saving, submit, onClose, children }: EditDrawerProps<Record, Values>) {
  const { t } = usePeopleTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<Values>();
  const initialValues = useMemo(() => (record ? valuesOf(record) : null), [record, valuesOf]);
  useEffect(() => {
    if (!initialValues) return;
    form.resetFields();
    form.setFieldsValue(initialValues as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
  }, [initialValues, form]);

  const save = async (values: Values) => {
    if (!record) return;
    try {
      feedback.success(await submit(record, values));
      onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Drawer
      open={record !== null}
      onClose={onClose}
      title={title}
      size={DRAWER_SIZE}
      forceRender
      footer={
        <Flex justify="flex-end" gap="small">
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('actions.save')}
          </Button>
        </Flex>
      }
    >
      <Form<Values> form={form} layout="vertical" requiredMark="optional" onFinish={(values) => void save(values)} scrollToFirstError>
        {children}
      </Form>
    </Drawer>
  );
}
