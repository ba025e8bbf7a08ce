// `/contact` (Suggest a feature): name and email prefilled from the account, an area, a type, what and why.
// Type, description and benefit are required once trimmed (SPEC §5); the answer's id is shown on success.
import { BulbOutlined, MailOutlined, SendOutlined, UserOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_LIMITS, type SuggestionBody } from '@campus/contracts';
import { PageHeader, useAuthStore } from '@campus/shared-ui';
import { LazyAlert } from '../../../components/lazy-alert.js';
import { SUGGESTION_CATEGORIES, SUGGESTION_TYPES, submitSuggestion } from '../api/suggestions.js';

interface SuggestionValues {
  name: string;
  email: string;
  category?: string;
  type?: string;
  description: string;
  benefit: string;
}

export default function ContactPage() {
  const { t } = useTranslation('shell');
  const user = useAuthStore((state) => state.user);
  const [form] = Form.useForm<SuggestionValues>();
  const submit = useMutation({ mutationFn: submitSuggestion });
  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });

  const send = (values: SuggestionValues) => {
    const optional = (value?: string) => value?.trim() || undefined;
    const body: SuggestionBody = {
      name: optional(values.name),
      email: optional(values.email),
      category: optional(values.category),
      type: (values.type ?? '').trim(),
      description: values.description.trim(),
      benefit: values.benefit.trim(),
    };
    submit.mutate(body);
  };

  const another = () => {
    form.resetFields(['category', 'type', 'description', 'benefit']);
    submit.reset();
  };

  return (
    <div style={{ maxWidth: 880 }}>
      <PageHeader icon={<BulbOutlined />} title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <Card>
        {submit.isSuccess ? (
          <Result
            status="success"
            title={t('contact.successTitle')}
            subTitle={t('contact.success', { id: submit.data.id })}
            extra={
              <Button type="primary" onClick={another}>
                {t('contact.another')}
              </Button>
            }
          />
        ) : (
          <>
            {submit.isError ? <LazyAlert type="error" showIcon style={{ marginBottom: 16 }} title={t('contact.failed')} /> : null}
            <Form<SuggestionValues>
              form={form}
              layout="vertical"
              requiredMark="optional"
              disabled={submit.isPending}
              aria-label={t('contact.title')}
              initialValues={{ name: user?.displayName ?? '', email: user?.email ?? '', category: 'general' }}
              onFinish={send}
              onValuesChange={() => submit.isError && submit.reset()}
            >
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item name="name" label={t('contact.name')}>
                    <Input prefix={<UserOutlined />} maxLength={SUGGESTION_LIMITS.name} autoComplete="name" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="email" label={t('contact.email')} rules={[{ type: 'email', message: t('forgotPassword.emailInvalid') }]}>
                    <Input prefix={<MailOutlined />} type="email" maxLength={SUGGESTION_LIMITS.email} autoComplete="email" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="category" label={t('contact.category')}>
                    <Select options={SUGGESTION_CATEGORIES.map((value) => ({ value, label: t(`contact.categories.${value}`) }))} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="type" label={t('contact.type')} rules={[required('contact.typeRequired')]}>
                    <Select
                      options={SUGGESTION_TYPES.map((value) => ({ value, label: t(`contact.types.${value}`) }))}
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="description" label={t('contact.description')} rules={[required('contact.descriptionRequired')]}>
                <Input.TextArea rows={5} showCount maxLength={SUGGESTION_LIMITS.description} placeholder={t('contact.descriptionPlaceholder')} />
              </Form.Item>
              <Form.Item name="benefit" label={t('contact.benefit')} rules={[required('contact.benefitRequired')]}>
                <Input.TextArea rows={3} showCount maxLength={SUGGESTION_LIMITS.benefit} placeholder={t('contact.benefitPlaceholder')} />
              </Form.Item>
              <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={submit.isPending}>
                {t('contact.submit')}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}
