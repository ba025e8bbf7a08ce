// The dean's office or a chair changes a lecturer's record in a drawer: employee ID, names, phone, title, position,
// employment, status, office and maximum load 1–40. PUT /api/organizational/lecturers/:id checks the same, the
// caller's scope, and that the maximum stays above the hours already allocated.
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import {
  BOUNDS,
  EMPLOYMENT_TYPES,
  LECTURER_STATUSES,
  POSITIONS,
  type EmploymentType,
  type Lecturer,
  type LecturerStatus,
  type LecturerUpdateBody,
  type Position,
} from '@campus/contracts';
import { EditDrawer } from '../edit-drawer.js';
import { usePeopleTranslation } from '../i18n/index.js';
import { PersonNameFields } from '../person-fields.js';
import { fullName } from '../row-actions.js';
import { useUpdateLecturer } from './lecturers-api.js';

interface LecturerValues {
  employeeId: string;
  firstName: string;
  lastName: string;
  phone?: string;
  title?: string;
  position: Position;
  employmentType: EmploymentType;
  status: LecturerStatus;
  office?: string;
  maxLoad: number;
}

const valuesOf = (lecturer: Lecturer): LecturerValues => ({
  employeeId: lecturer.employeeId,
  firstName: lecturer.firstName,
  lastName: lecturer.lastName,
  phone: lecturer.phone ?? undefined,
  title: lecturer.title ?? undefined,
  position: lecturer.position,
  employmentType: lecturer.employmentType,
  status: lecturer.status,
  office: lecturer.office ?? undefined,
  maxLoad: lecturer.maxLoad,
});

const bodyOf = (values: LecturerValues): LecturerUpdateBody => ({
  employeeId: values.employeeId.trim(),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  phone: values.phone?.trim() || null,
  title: values.title?.trim() || null,
  position: values.position,
  employmentType: values.employmentType,
  status: values.status,
  office: values.office?.trim() || null,
  maxLoad: values.maxLoad,
});

export function LecturerForm({ lecturer, onClose }: { lecturer: Lecturer | null; onClose: () => void }) {
  const { t } = usePeopleTranslation();
  const update = useUpdateLecturer();
  const load = BOUNDS.maxLoad;
  const submit = async (record: Lecturer, values: LecturerValues) => {
    const { data } = await update.mutateAsync({ id: record.id, body: bodyOf(values) });
    return t('lecturers.updated', { name: fullName(data) });
  };

  return (
    <EditDrawer
      record={lecturer}
      valuesOf={valuesOf}
      title={lecturer ? t('lecturers.editTitle', { name: fullName(lecturer) }) : null}
      saving={update.isPending}
      submit={submit}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="employeeId" label={t('lecturers.fields.employeeId')} rules={[{ required: true, whitespace: true, message: t('lecturers.validation.employeeId') }]}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="title" label={t('lecturers.fields.title')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
      </Row>
      <PersonNameFields />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="position" label={t('lecturers.fields.position')} rules={[{ required: true }]}>
            <Select options={POSITIONS.map((value) => ({ value, label: t(`lecturers.position.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="employmentType" label={t('lecturers.fields.employmentType')} rules={[{ required: true }]}>
            <Select options={EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`lecturers.employment.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label={t('record.status')} rules={[{ required: true }]}>
            <Select options={LECTURER_STATUSES.map((value) => ({ value, label: t(`lecturers.status.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="office" label={t('lecturers.fields.office')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="maxLoad"
        label={t('lecturers.fields.maxLoad')}
        rules={[
          { required: true, message: t('lecturers.validation.maxLoad') },
          { type: 'integer', min: load.min, max: load.max, message: t('lecturers.validation.maxLoad') },
        ]}
      >
        <InputNumber min={load.min} max={load.max} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </EditDrawer>
  );
}
