// Create or edit a group (SPEC §3 Group; §5 group bounds: capacity 1–100, year of study 1–10).
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { BOUNDS, GROUP_TYPES, type Group, type GroupCreateBody } from '@campus/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveGroup } from '../api/groups.js';
import { useFeedback, useLocalized, useOrgOptions } from '@campus/shared-ui';

interface GroupFormValues {
  name: string;
  code: string;
  type: Group['type'];
  year: number;
  academicYear?: string;
  departmentId: string;
  programId?: string | null;
  advisorId?: string | null;
  classroom?: string;
  maxCapacity: number;
  status?: 'forming' | 'active';
  notes?: string;
}

export function GroupForm({ open, group, facultyId, onClose }: { open: boolean; group?: Group; facultyId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('deans-office');
  const [form] = Form.useForm<GroupFormValues>();
  const localized = useLocalized();
  const feedback = useFeedback();
  const save = useSaveGroup();
  const departments = useOrgOptions('departments', { facultyId: facultyId }, { enabled: Boolean(facultyId) });
  const programs = useOrgOptions('programs', { facultyId: facultyId }, { enabled: Boolean(facultyId) });
  const lecturers = useOrgOptions('lecturers', { facultyId: facultyId }, { enabled: Boolean(facultyId) });
  const departmentId = Form.useWatch('departmentId', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (group) {
      form.setFieldsValue({
        name: group.name,
        code: group.code,
        type: group.type,
        year: group.year,
        academicYear: group.academicYear ?? undefined,
        departmentId: group.departmentId,
        programId: group.programId,
        advisorId: group.advisorId,
        classroom: group.classroom ?? undefined,
        maxCapacity: group.maxCapacity,
        notes: group.notes ?? undefined,
      });
    }
  }, [open, group, form]);

  const submit = async (values: GroupFormValues) => {
    const body: GroupCreateBody = {
      name: values.name.trim(),
      code: values.code.trim(),
      type: values.type,
      year: values.year,
      academicYear: values.academicYear?.trim() || null,
      departmentId: values.departmentId,
      programId: values.programId ?? null,
      advisorId: values.advisorId ?? null,
      classroom: values.classroom?.trim() || null,
      maxCapacity: values.maxCapacity,
      notes: values.notes?.trim() || null,
      ...(group ? {} : { status: values.status ?? 'forming' }),
    };
    try {
      await save.mutateAsync({ id: group?.id, body });
      feedback.success(t(group ? 'groups.updated' : 'groups.created', { name: body.name }));
      onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  const programOptions = (programs.data ?? [])
    .filter((program) => !departmentId || program.departmentId === departmentId)
    .map((program) => ({ value: program.id, label: `${program.code} · ${localized(program.name)}` }));
  const lecturerOptions = (lecturers.data ?? [])
    .filter((lecturer) => !departmentId || lecturer.departmentId === departmentId)
    .map((lecturer) => ({ value: lecturer.id, label: `${lecturer.lastName} ${lecturer.firstName}` }));

  return (
    <Modal
      open={open}
      title={group ? t('groups.editTitle', { name: group.name }) : t('groups.createTitle')}
      okText={group ? t('actions.save') : t('actions.create')}
      cancelText={t('actions.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={640}
    >
      <Form<GroupFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ type: 'regular', year: 1, maxCapacity: 25, status: 'forming' }}
        requiredMark="optional"
        style={{ marginTop: 16 }}
      >
        <Form.Item name="name" label={t('groups.fields.name')} rules={[{ required: true, whitespace: true, message: t('validation.groupName') }, { max: 60 }]}>
          <Input autoFocus maxLength={60} />
        </Form.Item>
        <Form.Item name="code" label={t('groups.fields.code')} rules={[{ required: true, whitespace: true, message: t('validation.groupCode') }, { max: 30 }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="departmentId" label={t('groups.fields.department')} rules={[{ required: true, message: t('validation.department') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={departments.isPending}
            options={(departments.data ?? []).map((department) => ({ value: department.id, label: localized(department.name) }))}
            onChange={() => form.setFieldsValue({ programId: null, advisorId: null })}
          />
        </Form.Item>
        <Form.Item name="programId" label={t('groups.fields.program')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} loading={programs.isPending} options={programOptions} />
        </Form.Item>
        <Form.Item name="type" label={t('groups.fields.type')} rules={[{ required: true }]}>
          <Select options={GROUP_TYPES.map((type) => ({ value: type, label: t(`groupType.${type}`) }))} />
        </Form.Item>
        <Form.Item
          name="year"
          label={t('groups.fields.year')}
          rules={[{ required: true, type: 'integer', min: BOUNDS.yearOfStudy.min, max: BOUNDS.yearOfStudy.max, message: t('validation.yearOfStudy') }]}
        >
          <InputNumber min={1} max={10} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="maxCapacity"
          label={t('groups.fields.maxCapacity')}
          rules={[{ required: true, type: 'integer', min: BOUNDS.capacity.min, max: BOUNDS.capacity.max, message: t('validation.maxCapacity') }]}
        >
          <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="academicYear" label={t('groups.fields.academicYear')} rules={[{ pattern: /^\d{4}-\d{4}$/, message: t('validation.academicYear') }]}>
          <Input placeholder="2025-2026" maxLength={9} />
        </Form.Item>
        <Form.Item name="advisorId" label={t('groups.fields.instructor')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} loading={lecturers.isPending} options={lecturerOptions} placeholder={t('groups.unassigned')} />
        </Form.Item>
        <Form.Item name="classroom" label={t('groups.fields.classroom')}>
          <Input maxLength={40} />
        </Form.Item>
        {group ? null : (
          <Form.Item name="status" label={t('groups.fields.status')}>
            <Select options={(['forming', 'active'] as const).map((status) => ({ value: status, label: t(`groupStatus.${status}`) }))} />
          </Form.Item>
        )}
        <Form.Item name="notes" label={t('groups.fields.notes')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
