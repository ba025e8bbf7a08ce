// Create or edit a course (subject) with the bounds of SPEC §5: credits 1–10, level 1–4, weekly hours 1–10,
// lab and exam hours 0–40, semester 1 or 2. Across every department the department is chosen here; in one
// department's scope it is that department, whose lecturers can be chosen as the subject leader.
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { BOUNDS, SUBJECT_STATUSES, SUBJECT_TYPES, type Course, type SubjectStatus, type SubjectType } from '@campus/contracts';
import { useEffect } from 'react';
import { useFeedback } from '../../components/toast.js';
import { useLocalized } from '../../i18n/localized.js';
import { NameFields, nameValues, toLocalizedName, type NameValues } from '../organization/name-fields.js';
import { useCoursesTranslation } from './i18n/index.js';
import { useActionsTranslation } from '../i18n/index.js';
import { useOrgOptions } from '../org-api.js';
import { fixedDepartment, useSaveCourse, type CourseScope } from './courses-api.js';

interface Values extends NameValues {
  code: string;
  description?: string;
  departmentId?: string;
  credits: number;
  semester: number;
  level: number;
  type: SubjectType;
  weeklyHours: number;
  labHours: number;
  examHours: number;
  status: SubjectStatus;
  leaderId?: string | null;
}

type WholeNumberField = 'credits' | 'level' | 'weeklyHours' | 'labHours' | 'examHours';
/** Lab and exam hours of a subject. */
const EXTRA_HOURS = { min: 0, max: 40 };

const DEFAULTS: Partial<Values> = { credits: 5, semester: 1, level: 1, type: 'core', weeklyHours: 4, labHours: 0, examHours: 0, status: 'active' };

export interface CourseFormProps {
  open: boolean;
  /** The course to edit; a new one when absent. */
  course?: Course;
  scope: CourseScope;
  onClose: () => void;
  /** How the area words a server error it knows; the server's own message otherwise. */
  errorText?: (error: unknown) => string;
}

export function CourseForm({ open, course, scope, onClose, errorText }: CourseFormProps) {
  const { t } = useCoursesTranslation();
  const { t: actionText } = useActionsTranslation();
  const localized = useLocalized();
  const [form] = Form.useForm<Values>();
  const save = useSaveCourse();
  const feedback = useFeedback(errorText);
  const anyDepartment = 'allDepartments' in scope;
  const departmentId = fixedDepartment(scope);
  const departments = useOrgOptions('departments', {}, { enabled: anyDepartment });
  const lecturers = useOrgOptions('lecturers', { departmentId }, { enabled: Boolean(departmentId) });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      course
        ? {
            code: course.code,
            ...nameValues(course.name),
            description: course.description ?? undefined,
            departmentId: course.departmentId,
            credits: course.credits,
            semester: course.semester,
            level: course.level,
            type: course.type,
            weeklyHours: course.weeklyHours,
            labHours: course.labHours,
            examHours: course.examHours,
            status: course.status,
            leaderId: course.leaderId,
          }
        : DEFAULTS,
    );
  }, [open, course, form]);

  const submit = async (values: Values) => {
    const chosenDepartment = anyDepartment ? values.departmentId : departmentId;
    if (!chosenDepartment) return;
    const body = {
      code: values.code.trim(),
      name: toLocalizedName(values),
      description: values.description?.trim() || null,
      departmentId: chosenDepartment,
      credits: values.credits,
      semester: values.semester,
      level: values.level,
      type: values.type,
      weeklyHours: values.weeklyHours,
      labHours: values.labHours ?? 0,
      examHours: values.examHours ?? 0,
      status: values.status,
      // The leader is chosen only among one department's lecturers; elsewhere it is left as it is.
      ...(anyDepartment ? {} : { leaderId: values.leaderId ?? null }),
    };
    try {
      await save.mutateAsync(course ? { id: course.id, body } : { body });
      feedback.success(t(course ? 'saved' : 'created', { code: body.code }));
      onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  const wholeNumber = (name: WholeNumberField, { min, max }: { min: number; max: number }, xs: number) => (
    <Col xs={xs} sm={6}>
      <Form.Item
        name={name}
        label={t(`fields.${name}`)}
        rules={[
          { required: true, message: t(`validation.${name}`) },
          { type: 'integer', min, max, message: t(`validation.${name}`) },
        ]}
      >
        <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );

  return (
    <Modal
      open={open}
      title={course ? t('editTitle', { code: course.code }) : t('createTitle')}
      okText={course ? actionText('save') : actionText('create')}
      cancelText={actionText('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={720}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" requiredMark="optional" onFinish={submit} style={{ marginTop: 16 }} scrollToFirstError>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="code" label={t('fields.code')} rules={[{ required: true, whitespace: true, message: t('validation.code') }]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          {anyDepartment && (
            <Col xs={24} sm={16}>
              <Form.Item name="departmentId" label={t('fields.department')} rules={[{ required: true, message: t('validation.department') }]}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={departments.isPending}
                  placeholder={t('departmentPlaceholder')}
                  notFoundContent={departments.isError ? t('departmentsLoadFailed') : undefined}
                  options={(departments.data ?? []).map((department) => ({
                    value: department.id,
                    label: `${localized(department.name)} · ${localized(department.facultyName)}`,
                  }))}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        <NameFields requiredMessage={t('validation.name')} />
        <Row gutter={16}>
          {wholeNumber('credits', BOUNDS.credits, 12)}
          {wholeNumber('level', BOUNDS.level, 12)}
          <Col xs={12} sm={6}>
            <Form.Item name="semester" label={t('fields.semester')} rules={[{ required: true, message: t('validation.semester') }]}>
              <Select options={[1, 2].map((n) => ({ value: n, label: t('semesterN', { n }) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="type" label={t('fields.type')} rules={[{ required: true }]}>
              <Select options={SUBJECT_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))} />
            </Form.Item>
          </Col>
          {wholeNumber('weeklyHours', BOUNDS.weeklyHours, 8)}
          {wholeNumber('labHours', EXTRA_HOURS, 8)}
          {wholeNumber('examHours', EXTRA_HOURS, 8)}
          <Col xs={24} sm={6}>
            <Form.Item name="status" label={t('fields.status')} rules={[{ required: true }]}>
              <Select options={SUBJECT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))} />
            </Form.Item>
          </Col>
        </Row>
        {!anyDepartment && (
          <Form.Item name="leaderId" label={t('fields.leader')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={lecturers.isPending && Boolean(departmentId)}
              options={(lecturers.data ?? []).map((lecturer) => ({ value: lecturer.id, label: `${lecturer.lastName} ${lecturer.firstName}` }))}
            />
          </Form.Item>
        )}
        <Form.Item name="description" label={t('fields.description')}>
          <Input.TextArea rows={3} maxLength={4000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
