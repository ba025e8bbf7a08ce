// The fields of a study program (code, names, department, level, duration 1–8 years, description, open for
// enrolment), used by the edit dialog and by the dean's office add page. The department is chosen from the faculty
// of the scope, or from every department with its faculty.
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { ACADEMIC_LEVELS, BOUNDS, type AcademicLevel, type Program, type ProgramCreateBody } from '@campus/contracts';
import { useLocalized } from '../../i18n/localized.js';
import { NameFields, nameValues, toLocalizedName, type NameValues } from '../organization/name-fields.js';
import { useOrgOptions } from '../org-api.js';
import { useProgramsTranslation } from './i18n/index.js';
import { fixedFaculty, type ProgramScope } from './programs-api.js';

export interface ProgramValues extends NameValues {
  code: string;
  level: AcademicLevel;
  durationYears: number;
  departmentId: string;
  description?: string;
  isActive: boolean;
}

/** A new program's values before anyone types. */
export const NEW_PROGRAM: Partial<ProgramValues> = { level: 'undergraduate', durationYears: 4, isActive: true };

export function programValues(program: Program): ProgramValues {
  return {
    code: program.code,
    ...nameValues(program.name),
    level: program.level,
    durationYears: program.durationYears,
    departmentId: program.departmentId,
    description: program.description ?? undefined,
    isActive: program.isActive,
  };
}

export function toProgramBody(values: ProgramValues): ProgramCreateBody {
  return {
    code: values.code.trim(),
    name: toLocalizedName(values),
    level: values.level,
    durationYears: values.durationYears,
    departmentId: values.departmentId,
    description: values.description?.trim() || null,
    isActive: values.isActive,
  };
}

export function ProgramFields({ scope }: { scope: ProgramScope }) {
  const { t } = useProgramsTranslation();
  const localized = useLocalized();
  const facultyId = fixedFaculty(scope);
  const anyFaculty = 'allFaculties' in scope;
  const departments = useOrgOptions('departments', { facultyId }, { enabled: anyFaculty || Boolean(facultyId) });
  const duration = BOUNDS.durationYears;
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="code" label={t('fields.code')} rules={[{ required: true, whitespace: true, message: t('validation.code') }]}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item name="departmentId" label={t('fields.department')} rules={[{ required: true, message: t('validation.department') }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={departments.isPending}
              options={(departments.data ?? []).map((department) => ({
                value: department.id,
                label: anyFaculty ? `${localized(department.name)} · ${localized(department.facultyName)}` : localized(department.name),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <NameFields requiredMessage={t('validation.name')} />
      <Row gutter={16}>
        <Col xs={24} sm={9}>
          <Form.Item name="level" label={t('fields.level')} rules={[{ required: true }]}>
            <Select options={ACADEMIC_LEVELS.map((value) => ({ value, label: t(`level.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item
            name="durationYears"
            label={t('fields.durationYears')}
            rules={[
              { required: true, message: t('validation.durationYears') },
              { type: 'integer', min: duration.min, max: duration.max, message: t('validation.durationYears') },
            ]}
          >
            <InputNumber min={duration.min} max={duration.max} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          {/* A switch always has a value, so it is not marked optional. */}
          <Form.Item name="isActive" label={t('fields.isActive')} valuePropName="checked" required>
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('fields.description')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
    </>
  );
}
