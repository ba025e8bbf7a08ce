// Create or edit a course (subject) with the bounds of SPEC §5: credits 1–10, level 1–4, weekly hours 1–10,
// lab and exam hours at least 0.
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { BOUNDS, SUBJECT_STATUSES, SUBJECT_TYPES, type Course, type SubjectStatus, type SubjectType } from '@campus/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.js';
import { useSaveCourse } from '../api/courses.js';
import { DepartmentSelect } from '../../../lib/department-select.js';
import { NameFields, toLocalizedName, type NameValues } from '../../../lib/name-fields.js';

interface Values extends NameValues {
  code: string;
  description?: string;
  departmentId: string;
  credits: number;
  semester: number;
  level: number;
  type: SubjectType;
  weeklyHours: number;
  labHours: number;
  examHours: number;
  status: SubjectStatus;
}

const DEFAULTS: Partial<Values> = { credits: 5, semester: 1, level: 1, type: 'core', weeklyHours: 4, labHours: 0, examHours: 0, status: 'active' };

export function CourseForm({ open, course, onClose }: { open: boolean; course?: Course; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const save = useSaveCourse();
  const feedback = useFeedback();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      course
        ? {
            code: course.code,
            nameHy: course.name.hy,
            nameEn: course.name.en,
            nameRu: course.name.ru,
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
          }
        : DEFAULTS,
    );
  }, [open, course, form]);

  const submit = async (values: Values) => {
    const body = {
      code: values.code.trim(),
      name: toLocalizedName(values),
      description: values.description?.trim() || null,
      departmentId: values.departmentId,
      credits: values.credits,
      semester: values.semester,
      level: values.level,
      type: values.type,
      weeklyHours: values.weeklyHours,
      labHours: values.labHours ?? 0,
      examHours: values.examHours ?? 0,
      status: values.status,
    };
    try {
      await save.mutateAsync(course ? { kind: 'update', id: course.id, body } : { kind: 'create', body });
      feedback.success(t(course ? 'courses.updated' : 'courses.created', { code: body.code }));
      onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  const whole = (min: number, max: number, message: string) => [
    { required: true, message },
    { type: 'integer' as const, min, max, message },
  ];

  return (
    <Modal
      open={open}
      title={course ? t('courses.editTitle') : t('courses.createTitle')}
      okText={course ? t('actions.save') : t('actions.create')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={720}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" requiredMark="optional" onFinish={submit} style={{ marginTop: 16 }} scrollToFirstError>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="code" label={t('courses.fields.code')} rules={[{ required: true, whitespace: true, message: t('validation.subjectCode') }]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item name="departmentId" label={t('fields.department')} rules={[{ required: true, message: t('validation.department') }]}>
              <DepartmentSelect />
            </Form.Item>
          </Col>
        </Row>
        <NameFields requiredMessage={t('validation.subjectName')} />
        <Row gutter={16}>
          <Col xs={12} sm={6}>
            <Form.Item name="credits" label={t('courses.fields.credits')} rules={whole(BOUNDS.credits.min, BOUNDS.credits.max, t('validation.credits'))}>
              <InputNumber min={BOUNDS.credits.min} max={BOUNDS.credits.max} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="level" label={t('courses.fields.level')} rules={whole(BOUNDS.level.min, BOUNDS.level.max, t('validation.level'))}>
              <InputNumber min={BOUNDS.level.min} max={BOUNDS.level.max} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="semester" label={t('courses.fields.semester')} rules={[{ required: true, message: t('validation.semester') }]}>
              <Select options={[1, 2].map((value) => ({ value, label: t('courses.semesterN', { n: value }) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="type" label={t('courses.fields.type')} rules={[{ required: true }]}>
              <Select options={SUBJECT_TYPES.map((value) => ({ value, label: t(`subjectType.${value}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={8} sm={6}>
            <Form.Item name="weeklyHours" label={t('courses.fields.weeklyHours')} rules={whole(BOUNDS.weeklyHours.min, BOUNDS.weeklyHours.max, t('validation.weeklyHours'))}>
              <InputNumber min={BOUNDS.weeklyHours.min} max={BOUNDS.weeklyHours.max} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={8} sm={6}>
            <Form.Item name="labHours" label={t('courses.fields.labHours')} rules={whole(0, 40, t('validation.labHours'))}>
              <InputNumber min={0} max={40} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={8} sm={6}>
            <Form.Item name="examHours" label={t('courses.fields.examHours')} rules={whole(0, 40, t('validation.examHours'))}>
              <InputNumber min={0} max={40} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={6}>
            <Form.Item name="status" label={t('fields.status')} rules={[{ required: true }]}>
              <Select options={SUBJECT_STATUSES.map((value) => ({ value, label: t(`subjectStatus.${value}`) }))} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t('fields.description')}>
          <Input.TextArea rows={3} maxLength={4000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
