// One course on the /courses grid: code, name, sections, leader, credits and how many materials the caller may see.
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { FolderOpenOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useLocalized } from '@campus/shared-ui';
import type { LocalizedName } from '@campus/contracts';
import { courseQuery } from '../../../lib/courses-api.js';
import { materialCountQuery } from '../../../lib/materials-api.js';

export interface CourseCardProps {
  courseId: string;
  code: string;
  name: LocalizedName;
  /** e.g. "Sections: 3"; none on a student's card. */
  sectionText?: string;
  lecturerText: string | null;
  /** Known from the catalogue; otherwise read from the course. */
  credits?: number;
}

function MaterialCount({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  const count = useQuery(materialCountQuery(courseId));
  if (count.isPending) return <Skeleton.Button active size="small" />;
  if (count.isError) return <Typography.Text type="secondary">{t('courses.materialsUnknown')}</Typography.Text>;
  return (
    <Typography.Text>
      <FolderOpenOutlined aria-hidden /> {t('courses.materialCount', { count: count.data })}
    </Typography.Text>
  );
}

function Credits({ courseId, credits }: { courseId: string; credits?: number }) {
  const { t } = useTranslation('learning');
  const course = useQuery({ ...courseQuery(courseId), enabled: credits === undefined });
  const value = credits ?? course.data?.credits;
  return value === undefined ? null : <Tag color="blue">{t('courses.credits', { count: value })}</Tag>;
}

export function CourseCard({ courseId, code, name, sectionText, lecturerText, credits }: CourseCardProps) {
  const { t } = useTranslation('learning');
  const localized = useLocalized();
  return (
    <Card size="small" style={{ height: '100%' }} hoverable>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Tag>{code}</Tag>
          <Credits courseId={courseId} credits={credits} />
        </Flex>
        <Link to={`/courses/${courseId}`} aria-label={t('courses.openCourse', { name: localized(name) })}>
          <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
            {localized(name)}
          </Typography.Title>
        </Link>
        {sectionText ? (
          <Typography.Text type="secondary">
            <TeamOutlined aria-hidden /> {sectionText}
          </Typography.Text>
        ) : null}
        <Typography.Text type="secondary">
          <UserOutlined aria-hidden /> {lecturerText ?? t('courses.lecturerTba')}
        </Typography.Text>
        <MaterialCount courseId={courseId} />
      </Flex>
    </Card>
  );
}

/** Cards of one width in every row (a flex row would stretch a short last row). */
export function CourseGrid({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: 16 }}>{children}</div>;
}
