// Assign a lecturer to a subject (optionally one section) for some hours. Warns before the lecturer's maximum
// load would be passed; the server has the last word (409 MAX_LOAD_EXCEEDED, shown as it says).
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import type { Course, LecturerLoad, Section } from '@campus/contracts';
import { errorMessage } from '../../api/api-error.js';
import { useFeedback } from '../../components/toast.js';
import { useLocalized } from '../../i18n/localized.js';
import { useAcademicTranslation } from '../i18n/index.js';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { searchCourses, sectionsOfCourse, useCreateAllocation, type AllocationScope } from './allocation-api.js';

interface Values {
  lecturerId: string;
  courseId: string;
  sectionId?: string;
  hours: number;
  role: 'leader' | 'lecturer' | 'assistant';
}

export function AllocationForm({ open, scope, loads, onClose }: { open: boolean; scope: AllocationScope; loads: LecturerLoad[]; onClose: () => void }) {
  const { t } = useAcademicTranslation();
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<Values>();
  const localized = useLocalized();
  const feedback = useFeedback();
  const create = useCreateAllocation();
  const [courses, setCourses] = useState<Course[]>([]);
  const [courseSearch, setCourseSearch] = useState('');
  const [sections, setSections] = useState<Section[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const lecturerId = Form.useWatch('lecturerId', form);
  const courseId = Form.useWatch('courseId', form);
  const hours = Form.useWatch('hours', form) ?? 0;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setServerError(null);
  }, [open, form]);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void searchCourses(scope, courseSearch.trim()).then(setCourses, () => setCourses([])), 250);
    return () => clearTimeout(timer);
  }, [open, courseSearch, scope]);
  useEffect(() => {
    setSections([]);
    if (courseId) void sectionsOfCourse(courseId).then(setSections, () => setSections([]));
  }, [courseId]);

  const load = loads.find((item) => item.lecturerId === lecturerId);
  const after = (load?.currentLoad ?? 0) + (hours || 0);
  const over = load ? after > load.maxLoad : false;

  const submit = async (values: Values) => {
    setServerError(null);
    try {
      await create.mutateAsync({ lecturerId: values.lecturerId, courseId: values.courseId, sectionId: values.sectionId ?? null, hours: values.hours, role: values.role });
      feedback.success(t('allocation.created'));
      onClose();
    } catch (error) {
      setServerError(errorMessage(error, tc));
    }
  };

  return (
    <Modal
      open={open}
      title={t('allocation.createTitle')}
      okText={t('allocation.assign')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      forceRender
      width={600}
    >
      <Form<Values> form={form} layout="vertical" requiredMark="optional" onFinish={submit} initialValues={{ hours: 2, role: 'lecturer' }} style={{ marginTop: 16 }}>
        <Form.Item name="lecturerId" label={t('allocation.lecturer')} rules={[{ required: true, message: t('allocation.lecturerRequired') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={[...loads]
              .sort((a, b) => a.lecturerName.localeCompare(b.lecturerName))
              .map((item) => ({ value: item.lecturerId, label: `${item.lecturerName} — ${t('allocation.hoursOf', { current: item.currentLoad, max: item.maxLoad })}` }))}
          />
        </Form.Item>
        <Form.Item name="courseId" label={t('allocation.course')} rules={[{ required: true, message: t('allocation.courseRequired') }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: setCourseSearch }}
            onChange={() => form.setFieldValue('sectionId', undefined)}
            options={courses.map((course) => ({ value: course.id, label: `${course.code} · ${localized(course.name)}` }))}
          />
        </Form.Item>
        <Form.Item name="sectionId" label={t('allocation.section')} extra={t('allocation.sectionHint')}>
          <Select
            allowClear
            disabled={!courseId}
            options={sections.map((section) => ({ value: section.id, label: `${section.sectionNumber} · ${section.periodName}${section.lecturerName ? ` · ${section.lecturerName}` : ''}` }))}
          />
        </Form.Item>
        <Form.Item name="hours" label={t('allocation.hours')} rules={[{ required: true, type: 'integer', min: 1, max: 40, message: t('allocation.hoursRange') }]}>
          <InputNumber min={1} max={40} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="role" label={t('allocation.role')}>
          <Select
            style={{ maxWidth: 240 }}
            options={(['leader', 'lecturer', 'assistant'] as const).map((role) => ({ value: role, label: t(`allocation.roles.${role}`) }))}
          />
        </Form.Item>
        {load ? (
          <Alert
            type={over ? 'warning' : 'info'}
            showIcon
            title={over ? t('allocation.wouldExceed', { after, max: load.maxLoad }) : t('allocation.loadAfter', { after, max: load.maxLoad })}
          />
        ) : null}
        {serverError ? <Alert type="error" showIcon style={{ marginTop: 12 }} title={serverError} /> : null}
      </Form>
    </Modal>
  );
}
