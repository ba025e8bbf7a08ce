// The three names of a record (Armenian required, English and Russian optional; SPEC: hy is the fallback).
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';

export function NameFields({ requiredMessage }: { requiredMessage: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Form.Item name="nameHy" label={t('fields.nameHy')} rules={[{ required: true, whitespace: true, message: requiredMessage }]}>
        <Input maxLength={200} lang="hy" />
      </Form.Item>
      <Form.Item name="nameEn" label={t('fields.nameEn')}>
        <Input maxLength={200} lang="en" />
      </Form.Item>
      <Form.Item name="nameRu" label={t('fields.nameRu')}>
        <Input maxLength={200} lang="ru" />
      </Form.Item>
    </>
  );
}

export interface NameValues {
  nameHy: string;
  nameEn?: string;
  nameRu?: string;
}

export function toLocalizedName(values: NameValues) {
  return { hy: values.nameHy.trim(), en: values.nameEn?.trim() ?? '', ru: values.nameRu?.trim() ?? '' };
}
