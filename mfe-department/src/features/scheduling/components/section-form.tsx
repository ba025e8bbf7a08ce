// A new section of one of the department's courses in a period (defaults to the active one).
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { api, ORG_ROOT, useAcademicTranslation, useFeedback, useLocalized, useOrgOptions } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type AcademicYear, type Section, type SectionCreateBody } from '@campus/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseSearchQuery } from '../api/sections.js';

interface Values {
  courseId: string;
  periodId: string;
  sectionNumber: string;
  capacity: number;
  isVirtual: boolean;
  joinUrl?: string;
  lecturerId?: string | null;
}

export function SectionForm({ open, departmentId, onClose }: { open: boolean; departmentId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('department');
  const { t: ta } = useAcademicTranslation();
  const [form] = Form.useForm<Values>();
  const localized = useLocalized();
  const feedback = useFeedback();
  const client = useQueryClient();
  const lecturers = useOrgOptions('lecturers', { departmentId: departmentId }, { enabled: Boolean(departmentId) });
  const [search, setSearch] = useState('');
  // What is typed, 250 ms after the last keystroke: each text is its own query, so a late answer for an
  // older text cannot replace the newer one's options.
  const [searched, setSearched] = useState('');
  const courses = useQuery({ ...courseSearchQuery(departmentId, searched), enabled: open, placeholderData: keepPreviousData });
  const isVirtual = Form.useWatch('isVirtual', form);
  const years = useQuery({
    queryKey: [...ORG_ROOT, 'academic-years'],
    queryFn: async () => (await api.get<{ data: AcademicYear[] }>(ORGANIZATIONAL_PATHS.academicYears)).data,
    enabled: open,
    staleTime: 10 * 60_000,
  });
  const periods = (years.data ?? []).flatMap((year) => year.periods.map((period) => ({ ...period, yearName: year.name })));
  const create = useMutation({
    mutationFn: (body: SectionCreateBody) => api.post<{ data: Section }>(ORGANIZATIONAL_PATHS.sections, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...ORG_ROOT, 'sections'] }),
  });

  useEffect(() => {
    const timer = setTimeout(() => setSearched(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
  }, [open, form]);
  useEffect(() => {
    const active = periods.find((period) => period.isActive);
    if (open && active && !form.getFieldValue('periodId')) form.setFieldValue('periodId', active.id);
  }, [open, periods, form]);

  const submit = async (values: Values) => {
    try {
      await create.mutateAsync({
        courseId: values.courseId,
        periodId: values.periodId,
        sectionNumber: values.sectionNumber.trim(),
        capacity: values.capacity,
        isVirtual: values.isVirtual,
        joinUrl: values.isVirtual ? values.joinUrl?.trim() || null : null,
        lecturerId: values.lecturerId ?? null,
      });
      feedback.success(t('scheduling.sectionCreated'));
      onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('scheduling.newSection')}
      okText={t('actions.create')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      forceRender
      width={600}
    >
      <Form<Values> form={form} layout="vertical" requiredMark="optional" onFinish={submit} initialValues={{ capacity: 30, isVirtual: false, sectionNumber: '01' }} style={{ marginTop: 16 }}>
        <Form.Item name="courseId" label={t('scheduling.course')} rules={[{ required: true, message: ta('allocation.courseRequired') }]}>
          <Select showSearch={{ filterOption: false, onSearch: setSearch }} options={(courses.data ?? []).map((course) => ({ value: course.id, label: `${course.code} · ${localized(course.name)}` }))} />
        </Form.Item>
        <Form.Item name="periodId" label={t('scheduling.period')} rules={[{ required: true, message: t('scheduling.periodRequired') }]}>
          <Select loading={years.isPending} options={periods.map((period) => ({ value: period.id, label: `${period.yearName} · ${period.name}` }))} />
        </Form.Item>
        <Flex gap="middle">
          <Form.Item name="sectionNumber" label={t('scheduling.section')} rules={[{ required: true, whitespace: true, message: t('scheduling.sectionRequired') }]} style={{ flex: 1 }}>
            <Input maxLength={10} />
          </Form.Item>
          <Form.Item name="capacity" label={t('scheduling.seats')} rules={[{ required: true, type: 'integer', min: 1, max: 500, message: t('scheduling.seatsRange') }]} style={{ flex: 1 }}>
            <InputNumber min={1} max={500} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="lecturerId" label={t('scheduling.lecturer')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('weekly.tba')}
            options={(lecturers.data ?? []).map((lecturer) => ({ value: lecturer.id, label: `${lecturer.lastName} ${lecturer.firstName}` }))}
          />
        </Form.Item>
        <Form.Item name="isVirtual" label={t('weekly.virtual')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {isVirtual ? (
          <Form.Item name="joinUrl" label={t('scheduling.joinUrl')} rules={[{ type: 'url', message: t('scheduling.joinUrlInvalid') }]}>
            <Input placeholder="https://" maxLength={500} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
