// `/profile`: who the person is, what others may see (biography, phone, visibility; editable through
// PATCH /api/auth/profile) and their activity (courses, materials, discussions) from the services that know.
import { EditOutlined, EyeOutlined, GlobalOutlined, LockOutlined, MailOutlined, PhoneOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BIO_MAX_LENGTH, PROFILE_VISIBILITIES, type Profile, type ProfileVisibility, type UpdateProfileBody } from '@campus/contracts';
import { ErrorPanel, PageHeader, authKeys, errorMessage, hasRole, initials, useAuthStore, useDateFormat, useRoleLabel, useToast } from '@campus/shared-ui';
import { LazyAlert } from '../../../components/lazy-alert.js';
import { countOf, dashboardQuery, myMaterialsQuery, profileKeys, profileQuery, updateProfile } from '../api/profile.js';

const VISIBILITY_ICONS: Record<ProfileVisibility, ReactNode> = {
  public: <GlobalOutlined />,
  university: <TeamOutlined />,
  private: <LockOutlined />,
};
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

function IdentityCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('shell');
  const roleLabel = useRoleLabel();
  const { formatDate, formatDateTime } = useDateFormat();
  return (
    <Card>
      <Flex vertical align="center" gap="small" style={{ textAlign: 'center', marginBottom: 16 }}>
        <Avatar size={96} src={profile.avatar ?? undefined} style={{ fontSize: 36 }}>
          {initials(profile)}
        </Avatar>
        <Typography.Title level={3} style={{ margin: '8px 0 0' }}>
          {profile.displayName}
        </Typography.Title>
        <Flex gap={4} wrap justify="center">
          {[...new Set([profile.role, ...profile.roles])].map((role) => (
            <Tag key={role} color={role === profile.role ? 'blue' : undefined}>
              {roleLabel(role)}
            </Tag>
          ))}
        </Flex>
        <Tag icon={VISIBILITY_ICONS[profile.visibility]} style={{ marginTop: 4 }}>
          {t(`profile.visibilityOptions.${profile.visibility}`)}
        </Tag>
      </Flex>
      <Descriptions
        column={1}
        size="small"
        layout="vertical"
        items={[
          { key: 'email', label: <Flex gap={6}><MailOutlined />{t('profile.email')}</Flex>, children: profile.email },
          { key: 'phone', label: <Flex gap={6}><PhoneOutlined />{t('profile.phone')}</Flex>, children: profile.phone || <Typography.Text type="secondary">{t('profile.noPhone')}</Typography.Text> },
          { key: 'lastLogin', label: t('profile.lastLogin'), children: profile.lastLoginAt ? formatDateTime(profile.lastLoginAt) : t('profile.firstSignIn') },
          { key: 'memberSince', label: t('profile.memberSince'), children: formatDate(profile.createdAt) },
        ]}
      />
    </Card>
  );
}

function ActivityStat({ title, value, unknown }: { title: string; value: number; unknown: boolean }) {
  const { t } = useTranslation('shell');
  const stat = <Statistic title={title} value={value} styles={unknown ? { content: { opacity: 0.55 } } : undefined} />;
  return (
    <Col xs={8}>
      {unknown ? (
        <Tooltip title={t('profile.notCounted')}>
          <div tabIndex={0} aria-label={`${title}: ${value}. ${t('profile.notCounted')}`}>
            {stat}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('profile.notCounted')}
            </Typography.Text>
          </div>
        </Tooltip>
      ) : (
        stat
      )}
    </Col>
  );
}

function ActivityCard() {
  const { t } = useTranslation('shell');
  const user = useAuthStore((state) => state.user);
  const lecturer = hasRole(user, 'lecturer');
  // The dashboard's counts, preloaded with the route.
  const stats = useQuery(dashboardQuery);
  const materials = useQuery({ ...myMaterialsQuery, enabled: lecturer });
  const materialCount = lecturer && materials.isSuccess ? countOf(materials.data) : 0;
  return (
    <Card title={t('profile.activity')}>
      <Row gutter={[16, 16]}>
        <ActivityStat title={t('profile.courses')} value={stats.data?.totalCourses ?? 0} unknown={!stats.isSuccess} />
        <ActivityStat title={t('profile.materials')} value={materialCount} unknown={lecturer && !materials.isSuccess} />
        {/* No service keeps discussions yet. */}
        <ActivityStat title={t('profile.discussions')} value={0} unknown />
      </Row>
    </Card>
  );
}

function AboutCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('shell');
  return (
    <Card title={t('profile.about')}>
      {profile.bio ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{profile.bio}</Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">{t('profile.noBio')}</Typography.Text>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
        <EyeOutlined /> {t(`profile.visibilityHints.${profile.visibility}`)}
      </Typography.Paragraph>
    </Card>
  );
}

interface ProfileValues {
  firstName: string;
  lastName: string;
  displayName: string;
  bio: string;
  phone: string;
  visibility: ProfileVisibility;
}

function EditProfileCard({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useTranslation('shell');
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.profile, saved);
      // The name in the header and the user menu comes from `me`.
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
      toast.success(t('profile.saved'));
      onDone();
    },
  });
  const submit = (values: ProfileValues) => {
    const body: UpdateProfileBody = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      displayName: values.displayName.trim() || null,
      bio: values.bio.trim() || null,
      phone: values.phone.trim() || null,
      visibility: values.visibility,
    };
    save.mutate(body);
  };
  const required = { required: true, whitespace: true, message: t('profile.required') };
  const chosenName = profile.displayName !== `${profile.firstName} ${profile.lastName}`.trim() ? profile.displayName : '';
  return (
    <Card title={t('profile.edit')}>
      {save.isError ? (
        <LazyAlert type="error" showIcon style={{ marginBottom: 16 }} title={t('profile.saveFailed')} description={errorMessage(save.error, t)} />
      ) : null}
      <Form<ProfileValues>
        layout="vertical"
        requiredMark={false}
        disabled={save.isPending}
        aria-label={t('profile.edit')}
        initialValues={{
          firstName: profile.firstName,
          lastName: profile.lastName,
          displayName: chosenName,
          bio: profile.bio ?? '',
          phone: profile.phone ?? '',
          visibility: profile.visibility,
        }}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label={t('profile.firstName')} rules={[required]}>
              <Input maxLength={100} autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label={t('profile.lastName')} rules={[required]}>
              <Input maxLength={100} autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="displayName" label={t('profile.displayName')} extra={t('profile.displayNameHint')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="bio" label={t('profile.bio')}>
          <Input.TextArea rows={5} showCount maxLength={BIO_MAX_LENGTH} placeholder={t('profile.bioPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('profile.phone')}
          rules={[{ validator: async (_rule, value?: string) => { const phone = (value ?? '').trim(); if (phone && !PHONE_PATTERN.test(phone)) throw new Error(t('profile.phoneInvalid')); } }]}
        >
          <Input type="tel" autoComplete="tel" prefix={<PhoneOutlined />} placeholder={t('profile.phonePlaceholder')} style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item name="visibility" label={t('profile.visibility')}>
          <Radio.Group>
            <Flex vertical gap="small">
              {PROFILE_VISIBILITIES.map((visibility) => (
                <Radio key={visibility} value={visibility}>
                  <Typography.Text strong>
                    {VISIBILITY_ICONS[visibility]} {t(`profile.visibilityOptions.${visibility}`)}
                  </Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{t(`profile.visibilityHints.${visibility}`)}</Typography.Text>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('profile.save')}
          </Button>
          <Button onClick={onDone} disabled={false}>
            {t('profile.cancel')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation('shell');
  const [editing, setEditing] = useState(false);
  const profile = useQuery(profileQuery);
  const screens = Grid.useBreakpoint();
  return (
    <div style={{ maxWidth: 1100 }}>
      <PageHeader
        icon={<UserOutlined />}
        title={t('profile.title')}
        subtitle={t('profile.subtitle')}
        extra={
          profile.data && !editing ? (
            <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('profile.edit')}
            </Button>
          ) : undefined
        }
      />
      {profile.isError ? (
        <Card>
          <ErrorPanel title={t('profile.loadFailed')} message={errorMessage(profile.error, t)} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        </Card>
      ) : !profile.data ? (
        <Card>
          <Skeleton avatar active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <Row gutter={[24, 24]} align="top">
          <Col xs={24} lg={8}>
            <IdentityCard profile={profile.data} />
          </Col>
          <Col xs={24} lg={16}>
            <Flex vertical gap={screens.lg ? 24 : 16}>
              {editing ? <EditProfileCard profile={profile.data} onDone={() => setEditing(false)} /> : <AboutCard profile={profile.data} />}
              <ActivityCard />
            </Flex>
          </Col>
        </Row>
      )}
    </div>
  );
}
