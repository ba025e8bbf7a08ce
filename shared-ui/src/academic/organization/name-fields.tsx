// The three names of a record (Armenian required, English and Russian optional; SPEC: hy is the fallback).
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { LocalizedName } from '@campus/contracts';
import { useAcademicTranslation } from '../i18n/index.js';

/** The form values NameFields adds to the form it stands in. */
export interface NameValues {
  nameHy: string;
  nameEn?: string;
  nameRu?: string;
}

/** `requiredMessage` says what the Armenian name is the name of ("Department name is required"). */
export function NameFields({ requiredMessage }: { requiredMessage: string }) {
  const { t } = useAcademicTranslation();
  return (
    <>
      <Form.Item name="nameHy" label={t('names.hy')} rules={[{ required: true, whitespace: true, message: requiredMessage }]}>
        <Input maxLength={200} lang="hy" />
      </Form.Item>
      <Form.Item name="nameEn" label={t('names.en')}>
        <Input maxLength={200} lang="en" />
      </Form.Item>
      <Form.Item name="nameRu" label={t('names.ru')}>
        <Input maxLength={200} lang="ru" />
      </Form.Item>
    </>
  );
}

/** The names as the API takes them: trimmed, the optional ones empty when not given. */
export function toLocalizedName(values: NameValues): LocalizedName {
  return { hy: values.nameHy.trim(), en: values.nameEn?.trim() ?? '', ru: values.nameRu?.trim() ?? '' };
}

/** The form values of a record's names, to fill the form when editing it. */
export function nameValues(name: LocalizedName): NameValues {
  return { nameHy: name.hy, nameEn: name.en, nameRu: name.ru };
}
