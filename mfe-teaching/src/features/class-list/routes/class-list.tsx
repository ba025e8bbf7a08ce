// /class-list: the sections a lecturer teaches this term, each with its groups, enrolment over seats, its classes
// of the week with their rooms, and the way to the section's attendance and materials. Cards, as a phone shows them
// (the lecturer's bottom navigation's "Classes").
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { CheckSquareOutlined, FolderOpenOutlined, TeamOutlined } from '@ant-design/icons';
import { CardGrid, ErrorPanel, PageHeader, Seats, errorMessage, useLocalized, useTimetableTranslation } from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { classListQuery, type ClassListRow } from '../api/class-list.js';

function SectionCard({ row: { section, sessions } }: { row: ClassListRow }) {
  const { t } = useTranslation('teaching');
  const { t: tt } = useTimetableTranslation();
  const localized = useLocalized();
  const navigate = useNavigate();
  const first = sessions[0];
  const groups = [...new Set(sessions.flatMap((session) => session.groupNames))];
  const title = t('assignment.name', { code: section.courseCode, name: localized(section.courseName) });
  return (
    <Card size="small" style={{ height: '100%' }} title={<Typography.Title level={3} style={{ margin: '8px 0 0', fontSize: 16, whiteSpace: 'normal' }}>{title}</Typography.Title>}>
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('assignment.section', { number: section.sectionNumber, period: section.periodName })}</Typography.Text>
        <Flex gap="small" wrap align="center">
          <TeamOutlined aria-label={t('classList.groups')} />
          {groups.length ? groups.map((group) => <Tag key={group}>{group}</Tag>) : <Typography.Text type="secondary">{t('classList.noGroups')}</Typography.Text>}
        </Flex>
        {first ? <Seats count={first.enrollmentCount} max={first.capacity} /> : null}
        <div>
          <Typography.Text strong>{t('classList.week')}</Typography.Text>
          {sessions.length ? (
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {sessions.map((session) => (
                <li key={session.id}>
                  {tt(`weekdaysShort.${session.weekday}`)} {session.startTime}–{session.endTime} · {session.isVirtual ? t('classList.online') : (session.roomCode ?? '—')}
                </li>
              ))}
            </ul>
          ) : (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('classList.noClasses')}</Typography.Paragraph>
          )}
        </div>
        <Flex gap="small" wrap>
          <Button type="primary" icon={<CheckSquareOutlined />} aria-label={`${t('classList.attendance')}: ${title}`} onClick={() => navigate(`/lecturer/attendance/?sectionId=${section.id}`)}>
            {t('classList.attendance')}
          </Button>
          <Button icon={<FolderOpenOutlined />} aria-label={`${t('classList.materials')}: ${title}`} onClick={() => navigate(`/lecturer-materials/manage/${section.id}`)}>
            {t('classList.materials')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

export default function ClassListScreen() {
  const { t } = useTranslation('teaching');
  const { t: tc } = useTranslation('common');
  const list = useQuery(classListQuery());
  return (
    <>
      <PageHeader icon={<TeamOutlined />} title={t('classList.title')} subtitle={t('classList.subtitle')} />
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : list.isError ? (
        <ErrorPanel title={t('classList.loadFailed')} message={errorMessage(list.error, tc)} onRetry={() => void list.refetch()} retrying={list.isRefetching} />
      ) : list.data.length ? (
        <CardGrid minColumnWidth={320}>
          {list.data.map((row) => (
            <SectionCard key={row.section.id} row={row} />
          ))}
        </CardGrid>
      ) : (
        <Empty description={t('classList.empty')} />
      )}
    </>
  );
}
