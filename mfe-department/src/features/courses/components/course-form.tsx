// Create or edit a subject (SPEC §5: credits 1–10, level 1–4, weekly hours 1–10, lab/exam hours ≥ 0, semester 1|2).
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { BOUNDS, SUBJECT_STATUSES, SUBJECT_TYPES, type Course, type SubjectStatus, type SubjectType } from '@campus/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLecturerOptions } from '../../../lib/org-api.js';
import { useSaveCourse } from '../api/courses.js';
import { useFeedback } from '@campus/shared-ui';

interface Values {
  code: string;
  nameHy: string;
  nameEn?: string;
  nameRu?: string;
  description?: string;
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

export function CourseForm({ open, course, departmentId, onClose }: { open: boolean; course?: Course; departmentId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('department');
  const [form] = Form.useForm<Values>();
  const save = useSaveCourse();
  const feedback = useFeedback();
  const lecturers = useLecturerOptions(departmentId);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (course)
      form.setFieldsValue({
        code: course.code,
        nameHy: course.name.hy,
        nameEn: course.name.en,
        nameRu: course.name.ru,
        description: course.description ?? undefined,
        credits: course.credits,
        semester: course.semester,
        level: course.level,
        type: course.type as SubjectType,
        weeklyHours: course.weeklyHours,
        labHours: course.labHours,
        examHours: course.examHours,
        status: course.status as SubjectStatus,
        leaderId: course.leaderId,
      });
  }, [open, course, form]);

  const submit = async (values: Values) => {
    const body = {
      code: values.code.trim(),
      name: { hy: values.nameHy.trim(), en: values.nameEn?.trim() ?? '', ru: values.nameRu?.trim() ?? '' },
      description: values.description?.trim() || null,
      credits: values.credits,
      departmentId: departmentId!,
      semester: values.semester,
      level: values.level,
      type: values.type,
      weeklyHours: values.weeklyHours,
      labHours: values.labHours ?? 0,
      examHours: values.examHours ?? 0,
      status: values.status,
      leaderId: values.leaderId ?? null,
    };
    try {
      await save.mutateAsync({ id: course?.id, body });
      feedback.success(t(course ? 'courses.saved' : 'courses.created', { code: body.code }));
      onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  const int = (min: number, max: number, message: string) => [{ required: true, type: 'integer' as const, min, max, message }];
  return (
    <Modal
      open={open}
      title={course ? t('courses.editTitle', { code: course.code }) : t('courses.createTitle')}
      okText={course ? t('actions.save') : t('actions.create')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      forceRender
      width={680}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={submit}
        initialValues={{ credits: 5, semester: 1, level: 1, type: 'core', weeklyHours: 4, labHours: 0, examHours: 0, status: 'active' }}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="code" label={t('courses.fields.code')} rules={[{ required: true, whitespace: true, message: t('validation.subjectCode') }]}>
          <Input maxLength={20} style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.Item name="nameHy" label={t('courses.fields.nameHy')} rules={[{ required: true, whitespace: true, message: t('validation.subjectName') }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('courses.fields.nameEn')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="nameRu" label={t('courses.fields.nameRu')}>
          <Input maxLength={200} />
        </Form.Item>
        <Flex gap="middle" wrap>
          <Form.Item name="credits" label={t('courses.fields.credits')} rules={int(BOUNDS.credits.min, BOUNDS.credits.max, t('validation.credits'))}>
            <InputNumber min={1} max={10} precision={0} />
          </Form.Item>
          <Form.Item name="semester" label={t('courses.fields.semester')} rules={[{ required: true }]}>
            <Select style={{ width: 120 }} options={[1, 2].map((value) => ({ value, label: String(value) }))} />
          </Form.Item>
          <Form.Item name="level" label={t('courses.fields.level')} rules={int(BOUNDS.level.min, BOUNDS.level.max, t('validation.level'))}>
            <InputNumber min={1} max={4} precision={0} />
          </Form.Item>
          <Form.Item name="type" label={t('courses.fields.type')} rules={[{ required: true }]}>
            <Select style={{ width: 160 }} options={SUBJECT_TYPES.map((type) => ({ value: type, label: t(`subjectType.${type}`) }))} />
          </Form.Item>
        </Flex>
        <Flex gap="middle" wrap>
          <Form.Item name="weeklyHours" label={t('courses.fields.weeklyHours')} rules={int(BOUNDS.weeklyHours.min, BOUNDS.weeklyHours.max, t('validation.weeklyHours'))}>
            <InputNumber min={1} max={10} precision={0} />
          </Form.Item>
          <Form.Item name="labHours" label={t('courses.fields.labHours')} rules={[{ type: 'integer', min: 0, max: 40, message: t('validation.hoursNonNegative') }]}>
            <InputNumber min={0} max={40} precision={0} />
          </Form.Item>
          <Form.Item name="examHours" label={t('courses.fields.examHours')} rules={[{ type: 'integer', min: 0, max: 40, message: t('validation.hoursNonNegative') }]}>
            <InputNumber min={0} max={40} precision={0} />
          </Form.Item>
          <Form.Item name="status" label={t('courses.fields.status')}>
            <Select style={{ width: 140 }} options={SUBJECT_STATUSES.map((status) => ({ value: status, label: t(`subjectStatus.${status}`) }))} />
          </Form.Item>
        </Flex>
        <Form.Item name="leaderId" label={t('courses.fields.leader')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={lecturers.isPending}
            options={(lecturers.data ?? []).map((lecturer) => ({ value: lecturer.id, label: `${lecturer.lastName} ${lecturer.firstName}` }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t('courses.fields.description')}>
          <Input.TextArea rows={3} maxLength={4000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
