// Settings → Notifications: per-type in-app/email/push switches and quiet hours, from and to
// /api/notifications/preferences. A failed load is only logged and the defaults are shown; a failed save
// keeps a copy on this device (offered again next time) and says why; a good save removes that copy.
import { BellOutlined, MoonOutlined, ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import TimePicker from 'antd/es/time-picker';
import Typography from 'antd/es/typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreference, QuietHours } from '@campus/contracts';
import { isApiError, useToast } from '@campus/shared-ui';
import { LazyAlert } from '../../../components/lazy-alert.js';
import {
  draftFrom,
  dropLocalCopy,
  keepLocalCopy,
  notificationPreferencesQuery,
  readLocalCopy,
  savePreferences,
  type PreferencesDraft,
} from '../api/notification-preferences.js';

type Channel = 'enableInApp' | 'enableEmail' | 'enablePush';
const CHANNELS: { field: Channel; labelKey: string }[] = [
  { field: 'enableInApp', labelKey: 'notificationSettings.inApp' },
  { field: 'enableEmail', labelKey: 'notificationSettings.email' },
  { field: 'enablePush', labelKey: 'notificationSettings.push' },
];

function toTime(value: string): Dayjs {
  const [hours, minutes] = value.split(':').map(Number);
  return dayjs().hour(hours ?? 0).minute(minutes ?? 0).second(0);
}

function usePreferencesDraft() {
  const query = useQuery(notificationPreferencesQuery);
  const [draft, setDraft] = useState<PreferencesDraft>();
  const [fromLocalCopy, setFromLocalCopy] = useState(false);
  const settled = query.isSuccess || query.isError;
  useEffect(() => {
    if (query.isError) console.error('Could not load notification preferences; showing the defaults', query.error);
  }, [query.isError, query.error]);
  // The first answer (or failure) fills the form once; later refetches do not overwrite edits.
  useEffect(() => {
    if (!settled || draft) return;
    const local = readLocalCopy();
    setFromLocalCopy(local !== undefined);
    setDraft(local ?? draftFrom(query.data));
  }, [settled, draft, query.data]);
  const baseline = draftFrom(query.data);
  const dirty = draft !== undefined && JSON.stringify(draft) !== JSON.stringify(baseline);
  return { query, draft, setDraft, fromLocalCopy, setFromLocalCopy, dirty };
}

export function NotificationSettings() {
  const { t } = useTranslation('shell');
  const toast = useToast();
  const queryClient = useQueryClient();
  const { query, draft, setDraft, fromLocalCopy, setFromLocalCopy, dirty } = usePreferencesDraft();
  const save = useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      dropLocalCopy();
      setFromLocalCopy(false);
      queryClient.setQueryData(notificationPreferencesQuery.queryKey, saved);
      setDraft(draftFrom(saved));
      toast.success(t('settings.saveSuccess'));
    },
    onError: (error, attempted) => {
      keepLocalCopy(attempted);
      setFromLocalCopy(true);
      // The server's own words when it gave some; our text when it did not (network, 5xx without a body).
      const serverText = isApiError(error) && !error.messageKey ? error.message : undefined;
      toast.error(serverText ?? t('settings.saveError'));
    },
  });

  const reload = async () => {
    const result = await query.refetch();
    dropLocalCopy();
    setFromLocalCopy(false);
    setDraft(draftFrom(result.data));
  };

  const setChannel = (type: NotificationPreference['notificationType'], field: Channel, on: boolean) =>
    setDraft((current) =>
      current && {
        ...current,
        preferences: current.preferences.map((preference) => (preference.notificationType === type ? { ...preference, [field]: on } : preference)),
      },
    );
  const setQuietHours = (patch: Partial<QuietHours>) => setDraft((current) => current && { ...current, quietHours: { ...current.quietHours, ...patch } });

  const actions = (
    <Flex gap="small" wrap>
      <Button icon={<ReloadOutlined />} onClick={() => void reload()} loading={query.isFetching && draft !== undefined}>
        {t('notificationSettings.reload')}
      </Button>
      <Button type="primary" icon={<SaveOutlined />} onClick={() => draft && save.mutate(draft)} loading={save.isPending} disabled={!draft}>
        {t('notificationSettings.save')}
      </Button>
    </Flex>
  );

  return (
    <Flex vertical gap="large">
      <Card
        title={
          <Flex align="center" gap="small">
            <BellOutlined />
            {t('notificationSettings.title')}
          </Flex>
        }
        extra={actions}
        loading={!draft}
      >
        <Typography.Paragraph type="secondary">{t('notificationSettings.hint')}</Typography.Paragraph>
        {fromLocalCopy ? <LazyAlert type="warning" showIcon style={{ marginBottom: 16 }} title={t('notificationSettings.keptLocally')} /> : null}
        {draft ? (
          <Table<NotificationPreference>
            rowKey="notificationType"
            size="middle"
            pagination={false}
            dataSource={draft.preferences}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                key: 'type',
                title: t('notificationSettings.type'),
                render: (_value, preference) => <Typography.Text strong>{t(`notificationSettings.types.${preference.notificationType}`)}</Typography.Text>,
              },
              ...CHANNELS.map(({ field, labelKey }) => ({
                key: field,
                title: t(labelKey),
                align: 'center' as const,
                width: 120,
                render: (_value: unknown, preference: NotificationPreference) => (
                  <Switch
                    size="small"
                    checked={preference[field]}
                    onChange={(on) => setChannel(preference.notificationType, field, on)}
                    aria-label={t('notificationSettings.toggle', {
                      channel: t(labelKey),
                      type: t(`notificationSettings.types.${preference.notificationType}`),
                    })}
                  />
                ),
              })),
            ]}
          />
        ) : null}
        {dirty ? (
          <Typography.Paragraph type="warning" style={{ margin: '12px 0 0' }}>
            {t('notificationSettings.unsaved')}
          </Typography.Paragraph>
        ) : null}
      </Card>
      {draft ? (
        <Card
          title={
            <Flex align="center" gap="small">
              <MoonOutlined />
              {t('notificationSettings.quietHours.title')}
            </Flex>
          }
          extra={
            <Switch
              checked={draft.quietHours.enabled}
              onChange={(enabled) => setQuietHours({ enabled })}
              aria-label={t('notificationSettings.quietHours.enable')}
            />
          }
        >
          <Typography.Paragraph type="secondary">{t('notificationSettings.quietHours.hint')}</Typography.Paragraph>
          <Flex gap="large" wrap align="flex-end">
            {(['start', 'end'] as const).map((edge) => (
              <Flex key={edge} vertical gap={4}>
                <label htmlFor={`quiet-hours-${edge}`}>{t(`notificationSettings.quietHours.${edge}`)}</label>
                <TimePicker
                  id={`quiet-hours-${edge}`}
                  format="HH:mm"
                  minuteStep={5}
                  allowClear={false}
                  needConfirm={false}
                  disabled={!draft.quietHours.enabled}
                  value={toTime(draft.quietHours[edge])}
                  onChange={(value) => value && setQuietHours({ [edge]: value.format('HH:mm') })}
                />
              </Flex>
            ))}
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}
