// The fields every person's record has: first and last name (required) and phone.
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { usePeopleTranslation } from './i18n/index.js';

export function PersonNameFields() {
  const { t } = usePeopleTranslation();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t('record.firstName')} rules={[{ required: true, whitespace: true, message: t('record.firstNameRequired') }]}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('record.lastName')} rules={[{ required: true, whitespace: true, message: t('record.lastNameRequired') }]}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="phone" label={t('record.phone')}>
        <Input maxLength={40} type="tel" autoComplete="off" />
      </Form.Item>
    </>
  );
}
