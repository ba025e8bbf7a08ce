// The fields of a study program, used by the add page and the edit dialog.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { ACADEMIC_LEVELS, BOUNDS, type AcademicLevel, type ProgramCreateBody } from '@campus/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized, useOrgOptions } from '@campus/shared-ui';

export interface ProgramFormValues {
  code: string;
  nameHy: string;
  nameEn?: string;
  nameRu?: string;
  level: AcademicLevel;
  durationYears: number;
  departmentId: string;
  description?: string;
  isActive: boolean;
}

export function toProgramBody(values: ProgramFormValues): ProgramCreateBody {
  return {
    code: values.code.trim(),
    name: { hy: values.nameHy.trim(), en: values.nameEn?.trim() ?? '', ru: values.nameRu?.trim() ?? '' },
    level: values.level,
    durationYears: values.durationYears,
    departmentId: values.departmentId,
    description: values.description?.trim() || null,
    isActive: values.isActive,
  };
}

export function ProgramFields({ facultyId }: { facultyId: string | undefined }) {
  const { t } = useTranslation('deans-office');
  const localized = useLocalized();
  const departments = useOrgOptions('departments', { facultyId: facultyId }, { enabled: Boolean(facultyId) });
  return (
    <>
      <Form.Item name="code" label={t('programs.fields.code')} rules={[{ required: true, whitespace: true, message: t('validation.programCode') }, { max: 20 }]}>
        <Input maxLength={20} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item name="nameHy" label={t('programs.fields.nameHy')} rules={[{ required: true, whitespace: true, message: t('validation.programName') }, { max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('programs.fields.nameEn')} rules={[{ max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="nameRu" label={t('programs.fields.nameRu')} rules={[{ max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="departmentId" label={t('programs.fields.department')} rules={[{ required: true, message: t('validation.department') }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={departments.isPending}
          options={(departments.data ?? []).map((department) => ({ value: department.id, label: localized(department.name) }))}
        />
      </Form.Item>
      <Form.Item name="level" label={t('programs.fields.level')} rules={[{ required: true }]}>
        <Select options={ACADEMIC_LEVELS.map((level) => ({ value: level, label: t(`level.${level}`) }))} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item
        name="durationYears"
        label={t('programs.fields.duration')}
        rules={[{ required: true, type: 'integer', min: BOUNDS.durationYears.min, max: BOUNDS.durationYears.max, message: t('validation.duration') }]}
      >
        <InputNumber min={1} max={8} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="description" label={t('programs.fields.description')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="isActive" label={t('programs.fields.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
