// One course on the /courses grid: code, name, sections, leader, credits and how many materials the caller may see.
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { FolderOpenOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useLocalized } from '@campus/shared-ui';
import type { LocalizedName } from '@campus/contracts';

export interface CourseCardProps {
  courseId: string;
  code: string;
  name: LocalizedName;
  /** e.g. "Sections: 3"; none on a student's card. */
  sectionText?: string;
  lecturerText: string | null;
  credits: number;
  materials: MaterialCountState;
}

/** The card's material count: read for the whole page at once (materialCountsQuery); undefined while it loads. */
export interface MaterialCountState {
  count: number | undefined;
  failed: boolean;
}

function MaterialCount({ count, failed }: MaterialCountState) {
  const { t } = useTranslation('learning');
  if (failed) return <Typography.Text type="secondary">{t('courses.materialsUnknown')}</Typography.Text>;
  if (count === undefined) return <Skeleton.Button active size="small" />;
  return (
    <Typography.Text>
      <FolderOpenOutlined aria-hidden /> {t('courses.materialCount', { count })}
    </Typography.Text>
  );
}

export function CourseCard({ courseId, code, name, sectionText, lecturerText, credits, materials }: CourseCardProps) {
  const { t } = useTranslation('learning');
  const localized = useLocalized();
  return (
    <Card size="small" style={{ height: '100%' }} hoverable>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Tag>{code}</Tag>
          <Tag color="blue">{t('courses.credits', { count: credits })}</Tag>
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
        <MaterialCount {...materials} />
      </Flex>
    </Card>
  );
}

/** Cards of one width in every row (a flex row would stretch a short last row). */
export function CourseGrid({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', gap: 16 }}>{children}</div>;
}
