// The announcements screen (/admin/announcements, /deans-office/announcements, /department/announcements): write a
// title and a text in Armenian, English and Russian, choose an audience within one's scope, preview it in each
// language as readers will see it, send it now or at a time, and follow each one's delivery (recipients, in the app,
// emailed, read). The server keeps each sender to their scope. Loaded only through announcements.tsx.
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { BellOutlined, NotificationOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_MESSAGE_MAX_LENGTH, NOTIFICATION_PRIORITIES, NOTIFICATION_TITLE_MAX_LENGTH, type NotificationPriority } from '@campus/contracts';
import { ANNOUNCEMENT_LANGUAGES, type Announcement, type AnnouncementBody, type AnnouncementLanguage, type AnnouncementStatus } from '@campus/contracts/announcements';
import { api } from '../api/client.js';
import { useCurrentUser } from '../auth/auth-api.js';
import { ErrorPanel } from '../components/error-panel.js';
import { PageHeader } from '../components/page-header.js';
import { useToast } from '../components/toast.js';
import { useLanguage } from '../i18n/i18n.js';
import { useDateFormat } from '../i18n/format.js';
import { ANNOUNCEMENTS_PATH, ANNOUNCEMENTS_ROOT, announcementErrorText } from './api.js';
import { AudiencePicker, type ChosenPart } from './audience-picker.js';
import { useAnnouncementsTranslation } from './i18n/index.js';
import { tableEmpty } from '../components/table-empty.js';

type Texts = Record<AnnouncementLanguage, string>;
interface Values {
  title: Texts;
  body: Texts;
  priority: NotificationPriority;
  when: 'now' | 'later';
  at?: string;
}

const STATUS_COLOR: Record<AnnouncementStatus, string> = { scheduled: 'blue', sending: 'processing', sent: 'green', cancelled: 'default', failed: 'red' };
const LIST_KEY = [...ANNOUNCEMENTS_ROOT, 'list'] as const;

/** Emails of a send go out over the next minutes; after that its counts change only as people read. */
const FRESH_MS = 10 * 60_000;
const changing = (one: Announcement) =>
  one.status === 'scheduled' || one.status === 'sending' || (one.status === 'sent' && one.sentAt !== null && Date.now() - Date.parse(one.sentAt) < FRESH_MS);

/** A datetime-local value (the reader's clock) as the minute it names, for the server. */
const toInstant = (local: string) => new Date(local).toISOString();
/** Now, as a datetime-local value, the earliest time the field offers. */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** How the announcement will look in a reader's notification center, in one language. */
function Preview({ title, body }: { title: Texts; body: Texts }) {
  const { t } = useAnnouncementsTranslation();
  const [language, setLanguage] = useState<AnnouncementLanguage>(useLanguage());
  const shownTitle = title?.[language]?.trim();
  const shownBody = body?.[language]?.trim();
  return (
    <Card title={t('compose.preview')} size="small" data-testid="announcement-preview">
      <Flex vertical gap="middle">
        <Segmented
          block
          value={language}
          onChange={(value) => setLanguage(value as AnnouncementLanguage)}
          options={ANNOUNCEMENT_LANGUAGES.map((one) => ({ value: one, label: t(`languages.${one}`) }))}
          aria-label={t('compose.preview')}
        />
        {shownTitle || shownBody ? (
          <Flex gap="small" align="flex-start" lang={language}>
            <BellOutlined aria-hidden style={{ marginTop: 4 }} />
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>{shownTitle}</Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>{shownBody}</Typography.Paragraph>
            </Flex>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('compose.previewEmpty')}</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

function Compose() {
  const { t } = useAnnouncementsTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const { data: user } = useCurrentUser();
  const [form] = Form.useForm<Values>();
  const [parts, setParts] = useState<ChosenPart[]>([]);
  const when = Form.useWatch('when', form);
  const title = Form.useWatch('title', form);
  const body = Form.useWatch('body', form);
  const create = useMutation({
    mutationFn: (request: AnnouncementBody) => api.post<{ data: Announcement }>(ANNOUNCEMENTS_PATH, request),
    onSuccess: (_answer, request) => {
      toast.success(request.scheduledAt ? t('compose.scheduled') : t('compose.sent'));
      form.resetFields();
      setParts([]);
      void client.invalidateQueries({ queryKey: LIST_KEY });
    },
    onError: (error) => toast.error(announcementErrorText(t, error)),
  });
  const submit = (values: Values) => {
    if (parts.length === 0) {
      toast.error(t('compose.noParts'));
      return;
    }
    create.mutate({
      title: values.title,
      body: values.body,
      priority: values.priority,
      audience: parts.map(({ name: _name, ...part }) => part),
      ...(values.when === 'later' && values.at ? { scheduledAt: toInstant(values.at) } : {}),
    });
  };
  const required = [{ required: true, whitespace: true, message: t('compose.required') }];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card title={t('compose.title')}>
          <Form form={form} layout="vertical" initialValues={{ priority: 'normal', when: 'now' }} onFinish={submit} requiredMark={false}>
            <Form.Item label={t('compose.audience')} extra={t('compose.audienceHint')} required>
              <AudiencePicker user={user} parts={parts} onChange={setParts} />
            </Form.Item>
            <Tabs
              items={ANNOUNCEMENT_LANGUAGES.map((language) => ({
                key: language,
                label: t(`languages.${language}`),
                forceRender: true,
                children: (
                  <>
                    <Form.Item name={['title', language]} label={t('compose.titleLabel', { language: t(`languages.${language}`) })} rules={required}>
                      <Input maxLength={NOTIFICATION_TITLE_MAX_LENGTH} lang={language} />
                    </Form.Item>
                    <Form.Item name={['body', language]} label={t('compose.bodyLabel', { language: t(`languages.${language}`) })} rules={required}>
                      <Input.TextArea rows={5} maxLength={NOTIFICATION_MESSAGE_MAX_LENGTH} showCount lang={language} />
                    </Form.Item>
                  </>
                ),
              }))}
            />
            <Flex gap="middle" wrap>
              <Form.Item name="priority" label={t('compose.priority')} style={{ minWidth: 160 }}>
                <Select options={NOTIFICATION_PRIORITIES.map((one) => ({ value: one, label: t(`priorities.${one}`) }))} />
              </Form.Item>
              <Form.Item name="when" label={t('compose.when')}>
                <Radio.Group options={[{ value: 'now', label: t('compose.now') }, { value: 'later', label: t('compose.later') }]} />
              </Form.Item>
              {when === 'later' ? (
                <Form.Item name="at" label={t('compose.at')} rules={[{ required: true, message: t('compose.atRequired') }]}>
                  <Input type="datetime-local" min={localNow()} />
                </Form.Item>
              ) : null}
            </Flex>
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={create.isPending}>
              {when === 'later' ? t('compose.schedule') : t('compose.send')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Preview title={title} body={body} />
      </Col>
    </Row>
  );
}

function Counts({ announcement }: { announcement: Announcement }) {
  const { t } = useAnnouncementsTranslation();
  const figures = [
    ['recipients', announcement.counts.recipients],
    ['inApp', announcement.counts.inApp],
    ['emailed', announcement.counts.emailed],
    ['read', announcement.counts.read],
  ] as const;
  return (
    <Flex gap="middle" wrap data-testid="announcement-counts">
      {figures.map(([key, value]) => (
        <Typography.Text key={key} type="secondary">
          {t(`list.${key}`)}: <Typography.Text strong>{value}</Typography.Text>
        </Typography.Text>
      ))}
    </Flex>
  );
}

function Announcements() {
  const { t } = useAnnouncementsTranslation();
  const { t: common } = useTranslation('common');
  const language = useLanguage();
  const { formatDateTime } = useDateFormat();
  const { modal } = App.useApp();
  const toast = useToast();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: LIST_KEY,
    queryFn: ({ signal }) => api.get<{ data: Announcement[] }>(ANNOUNCEMENTS_PATH, { signal }),
    // A scheduled one is looked at again until it has gone out, and the counts of a fresh one while its emails go.
    refetchInterval: (query) => (query.state.data?.data.some(changing) ? 4_000 : false),
  });
  const cancel = useMutation({
    mutationFn: (id: string) => api.post<{ data: Announcement }>(`${ANNOUNCEMENTS_PATH}/${id}/cancel`),
    onSuccess: () => {
      toast.success(t('list.cancelled'));
      void client.invalidateQueries({ queryKey: LIST_KEY });
    },
    onError: (error) => toast.error(announcementErrorText(t, error)),
  });
  if (list.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (list.isError) return <ErrorPanel title={t('list.loadFailed')} message={announcementErrorText(t, list.error)} onRetry={() => void list.refetch()} retrying={list.isRefetching} />;
  return (
    <Card title={t('list.title')}>
      <List
        dataSource={list.data.data}
        // Our own words in the text colour: antd's empty text is too faint on white for axe's contrast rule.
        locale={tableEmpty(t('list.empty'))}
        renderItem={(one) => (
          <List.Item data-testid="announcement-item">
            <Flex vertical gap={6} style={{ width: '100%', minWidth: 0 }}>
              <Flex justify="space-between" gap="small" wrap>
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }} lang={language}>{one.title[language]}</Typography.Text>
                <Tag color={STATUS_COLOR[one.status]} style={{ marginInlineEnd: 0 }}>{t(`status.${one.status}`)}</Tag>
              </Flex>
              <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                {t('list.audience')}: {one.audience.map((part) => (part.kind === 'role' ? `${t('kinds.role')}: ${common(`roles.${part.label}`)}` : `${t(`kinds.${part.kind}`)}: ${part.label}`)).join('; ')}
              </Typography.Text>
              <Typography.Text type="secondary">
                {one.sentAt ? t('list.sentAt', { time: formatDateTime(one.sentAt) }) : t('list.scheduledFor', { time: formatDateTime(one.scheduledAt) })}
              </Typography.Text>
              {one.status === 'sent' ? <Counts announcement={one} /> : null}
              {one.status === 'scheduled' ? (
                <div>
                  <Button
                    size="small"
                    danger
                    loading={cancel.isPending && cancel.variables === one.id}
                    onClick={() => modal.confirm({ title: t('list.cancelConfirm'), okText: t('list.cancel'), okButtonProps: { danger: true }, onOk: () => cancel.mutateAsync(one.id) })}
                  >
                    {t('list.cancel')}
                  </Button>
                </div>
              ) : null}
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

export default function AnnouncementsPage() {
  const { t } = useAnnouncementsTranslation();
  return (
    <Flex vertical gap="large">
      <PageHeader title={t('title')} subtitle={t('subtitle')} icon={<NotificationOutlined />} />
      <Compose />
      <Announcements />
    </Flex>
  );
}
