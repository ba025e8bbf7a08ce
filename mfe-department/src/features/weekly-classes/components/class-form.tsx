// Create, edit or move a weekly class. A clash with another class (same room, lecturer or group at an
// overlapping time) is refused by the server with a message naming it; the message is shown here as sent.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { DeleteOutlined } from '@ant-design/icons';
import { isApiError, errorMessage, useFeedback, useLocalized, useOrgOptions } from '@campus/shared-ui';
import type { ScheduleConflict, WeeklyClass } from '@campus/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteWeeklyClass, useSaveWeeklyClass } from '../api/weekly-classes.js';
import { TIME_OPTIONS, toMinutes } from './time.js';

interface Values {
  sectionId: string;
  weekday: number;
  startTime: string;
  endTime: string;
  roomId?: string | null;
  isVirtual: boolean;
}

export interface ClassDraft {
  weeklyClass?: WeeklyClass;
  weekday?: number;
  startTime?: string;
}

function conflictsOf(details: unknown): ScheduleConflict[] {
  const list = Array.isArray(details) ? details : (details as { conflicts?: unknown } | undefined)?.conflicts;
  return Array.isArray(list) ? (list as ScheduleConflict[]).filter((item) => item && typeof item === 'object' && 'kind' in item) : [];
}

export function ClassForm({ draft, departmentId, onClose }: { draft: ClassDraft | null; departmentId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('department');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<Values>();
  const localized = useLocalized();
  const feedback = useFeedback();
  const sections = useOrgOptions('sections', { departmentId: departmentId }, { enabled: Boolean(departmentId) });
  const rooms = useOrgOptions('rooms');
  const save = useSaveWeeklyClass();
  const remove = useDeleteWeeklyClass();
  const [problem, setProblem] = useState<{ message: string; conflicts: ScheduleConflict[] } | null>(null);
  const editing = draft?.weeklyClass;
  const isVirtual = Form.useWatch('isVirtual', form);

  useEffect(() => {
    if (!draft) return;
    form.resetFields();
    setProblem(null);
    const start = draft.weeklyClass?.startTime ?? draft.startTime ?? '09:00';
    form.setFieldsValue(
      draft.weeklyClass
        ? {
            sectionId: draft.weeklyClass.sectionId,
            weekday: draft.weeklyClass.weekday,
            startTime: draft.weeklyClass.startTime,
            endTime: draft.weeklyClass.endTime,
            roomId: draft.weeklyClass.roomId,
            isVirtual: draft.weeklyClass.isVirtual,
          }
        : {
            weekday: draft.weekday ?? 1,
            startTime: start,
            endTime: TIME_OPTIONS[Math.min(TIME_OPTIONS.length - 1, TIME_OPTIONS.indexOf(start) + 6)] ?? '10:30',
            isVirtual: false,
          },
    );
  }, [draft, form]);

  const submit = async (values: Values) => {
    setProblem(null);
    const body = {
      weekday: values.weekday,
      startTime: values.startTime,
      endTime: values.endTime,
      roomId: values.isVirtual ? null : (values.roomId ?? null),
      isVirtual: values.isVirtual,
    };
    try {
      if (editing) await save.mutateAsync({ id: editing.id, body });
      else await save.mutateAsync({ body: { ...body, sectionId: values.sectionId } });
      feedback.success(t(editing ? 'weekly.saved' : 'weekly.created'));
      onClose();
    } catch (error) {
      setProblem({ message: errorMessage(error, tc), conflicts: isApiError(error) && error.status === 409 ? conflictsOf(error.details) : [] });
    }
  };

  const deleteClass = async () => {
    if (!editing) return;
    try {
      await remove.mutateAsync(editing.id);
      feedback.success(t('weekly.deleted'));
      onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Modal
      open={draft !== null}
      title={editing ? t('weekly.editTitle', { course: editing.courseCode, section: editing.sectionNumber }) : t('weekly.createTitle')}
      onCancel={onClose}
      forceRender
      width={560}
      footer={
        <Flex justify="space-between" gap="small">
          {editing ? (
            <Popconfirm title={t('weekly.deleteConfirm')} okText={t('actions.delete')} cancelText={t('actions.cancel')} okButtonProps={{ danger: true }} onConfirm={deleteClass}>
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
                {t('actions.delete')}
              </Button>
            </Popconfirm>
          ) : (
            <span />
          )}
          <Flex gap="small">
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
              {editing ? t('actions.save') : t('actions.create')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Form<Values> form={form} layout="vertical" requiredMark="optional" onFinish={submit} style={{ marginTop: 16 }}>
        <Form.Item name="sectionId" label={t('weekly.section')} rules={[{ required: true, message: t('weekly.sectionRequired') }]}>
          <Select
            disabled={Boolean(editing)}
            showSearch={{ optionFilterProp: 'label' }}
            loading={sections.isPending}
            options={(sections.data ?? []).map((section) => ({
              value: section.id,
              label: `${section.courseCode} · ${localized(section.courseName)} — ${t('weekly.sectionN', { number: section.sectionNumber })}${section.lecturerName ? ` · ${section.lecturerName}` : ''}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="weekday" label={t('weekly.day')} rules={[{ required: true }]}>
          <Select options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: day, label: t(`weekdays.${day}`) }))} />
        </Form.Item>
        <Flex gap="middle">
          <Form.Item name="startTime" label={t('weekly.start')} rules={[{ required: true }]} style={{ flex: 1 }}>
            <Select showSearch options={TIME_OPTIONS.map((time) => ({ value: time, label: time }))} />
          </Form.Item>
          <Form.Item
            name="endTime"
            label={t('weekly.end')}
            dependencies={['startTime']}
            style={{ flex: 1 }}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  !value || toMinutes(value) > toMinutes(getFieldValue('startTime') ?? '00:00') ? Promise.resolve() : Promise.reject(new Error(t('weekly.endAfterStart'))),
              }),
            ]}
          >
            <Select showSearch options={TIME_OPTIONS.map((time) => ({ value: time, label: time }))} />
          </Form.Item>
        </Flex>
        <Form.Item name="isVirtual" label={t('weekly.virtual')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {isVirtual ? null : (
          <Form.Item name="roomId" label={t('weekly.room')} rules={[{ required: true, message: t('weekly.roomRequired') }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={rooms.isPending}
              options={(rooms.data ?? []).map((room) => ({ value: room.id, label: t('weekly.roomOption', { code: room.code, building: room.building, capacity: room.capacity }) }))}
            />
          </Form.Item>
        )}
        {problem ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={problem.conflicts.length ? t('weekly.conflictTitle') : t('weekly.saveFailed')}
            description={
              <Flex vertical gap={4}>
                <span>{problem.message}</span>
                {problem.conflicts.map((conflict) => (
                  <span key={`${conflict.kind}-${conflict.classId}`}>
                    {t(`weekly.conflictKind.${conflict.kind}`, { resource: conflict.resource })}: {conflict.courseCode} · {t('weekly.sectionN', { number: conflict.sectionNumber })}, {t(`weekdays.${conflict.weekday}`)}{' '}
                    {conflict.startTime}–{conflict.endTime}
                  </span>
                ))}
              </Flex>
            }
          />
        ) : null}
      </Form>
    </Modal>
  );
}
