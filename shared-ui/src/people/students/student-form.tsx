// The dean's office changes a student's record in a drawer: names, student ID, phone, program and group (of the
// student's faculty), year of study 1–10 and status. PUT /api/students/:id checks the same and the caller's scope.
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { BOUNDS, ENROLLMENT_STATUSES, type EnrollmentStatus, type Student, type StudentUpdateBody } from '@campus/contracts';
import { useOrgOptions } from '../../academic/org-api.js';
import { useLocalized } from '../../i18n/localized.js';
import { EditDrawer } from '../edit-drawer.js';
import { usePeopleTranslation } from '../i18n/index.js';
import { PersonNameFields } from '../person-fields.js';
import { fullName } from '../row-actions.js';
import { useUpdateStudent } from './students-api.js';

interface StudentValues {
  studentId: string;
  firstName: string;
  lastName: string;
  phone?: string;
  programId?: string;
  groupId?: string;
  yearOfStudy: number;
  status: EnrollmentStatus;
}

const valuesOf = (student: Student): StudentValues => ({
  studentId: student.studentId,
  firstName: student.firstName,
  lastName: student.lastName,
  phone: student.phone ?? undefined,
  programId: student.programId ?? undefined,
  groupId: student.groupId ?? undefined,
  yearOfStudy: student.yearOfStudy,
  status: student.status,
});

const bodyOf = (values: StudentValues): StudentUpdateBody => ({
  studentId: values.studentId.trim(),
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  phone: values.phone?.trim() || null,
  programId: values.programId ?? null,
  groupId: values.groupId ?? null,
  yearOfStudy: values.yearOfStudy,
  status: values.status,
});

function PlacementFields({ facultyId }: { facultyId: string | undefined }) {
  const { t } = usePeopleTranslation();
  const localized = useLocalized();
  const form = Form.useFormInstance<StudentValues>();
  const programId = Form.useWatch('programId', form);
  const programs = useOrgOptions('programs', { facultyId });
  const groups = useOrgOptions('groups', { programId }, { enabled: Boolean(programId) });
  return (
    <Row gutter={16}>
      <Col xs={24} sm={14}>
        <Form.Item name="programId" label={t('students.fields.program')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={programs.isPending}
            onChange={() => form.setFieldValue('groupId', undefined)}
            options={(programs.data ?? []).map((program) => ({ value: program.id, label: `${program.code} · ${localized(program.name)}` }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={10}>
        <Form.Item name="groupId" label={t('students.fields.group')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            disabled={!programId}
            loading={Boolean(programId) && groups.isPending}
            options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function StudentForm({ student, onClose }: { student: Student | null; onClose: () => void }) {
  const { t } = usePeopleTranslation();
  const update = useUpdateStudent();
  const year = BOUNDS.yearOfStudy;
  const submit = async (record: Student, values: StudentValues) => {
    const { student: saved } = await update.mutateAsync({ id: record.id, body: bodyOf(values) });
    return t('students.updated', { name: fullName(saved) });
  };

  return (
    <EditDrawer
      record={student}
      valuesOf={valuesOf}
      title={student ? t('students.editTitle', { name: fullName(student) }) : null}
      saving={update.isPending}
      submit={submit}
      onClose={onClose}
    >
      <Form.Item name="studentId" label={t('students.fields.studentId')} rules={[{ required: true, whitespace: true, message: t('students.validation.studentId') }]}>
        <Input maxLength={40} />
      </Form.Item>
      <PersonNameFields />
      <PlacementFields facultyId={student?.facultyId ?? undefined} />
      <Row gutter={16}>
        <Col xs={12} sm={10}>
          <Form.Item
            name="yearOfStudy"
            label={t('students.fields.yearOfStudy')}
            rules={[
              { required: true, message: t('students.validation.year') },
              { type: 'integer', min: year.min, max: year.max, message: t('students.validation.year') },
            ]}
          >
            <InputNumber min={year.min} max={year.max} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={14}>
          <Form.Item name="status" label={t('record.status')} rules={[{ required: true }]}>
            <Select options={ENROLLMENT_STATUSES.map((value) => ({ value, label: t(`students.status.${value}`) }))} />
          </Form.Item>
        </Col>
      </Row>
    </EditDrawer>
  );
}
