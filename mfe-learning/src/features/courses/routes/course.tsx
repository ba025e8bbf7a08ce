// /courses/{courseId}: the course's facts and its materials by week segment.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ArrowLeftOutlined, BookOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorPanel, LoadingScreen, PageHeader, errorMessage, useLocalized } from '@campus/shared-ui';
import { QueryState } from '../../../components/query-state.js';
import { courseQuery } from '../../../lib/courses-api.js';
import { courseMaterialsQuery, useMaterialErrorText } from '../../../lib/materials-api.js';
import { MaterialsByWeek } from '../components/materials-by-week.js';

export default function CourseScreen() {
  const { t } = useTranslation('learning');
  const localized = useLocalized();
  const { courseId = '' } = useParams();
  const course = useQuery(courseQuery(courseId));
  const materials = useQuery(courseMaterialsQuery(courseId));
  const materialError = useMaterialErrorText();
  const navigate = useNavigate();
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/courses')}>
      {t('course.back')}
    </Button>
  );
  if (course.isPending) return <LoadingScreen />;
  if (course.isError) return <ErrorPanel title={t('courses.loadFailed')} message={errorMessage(course.error, t)} onRetry={() => void course.refetch()} />;
  const data = course.data;
  return (
    <Flex vertical gap="middle">
      <PageHeader icon={<BookOutlined />} title={localized(data.name)} subtitle={localized(data.departmentName)} extra={back} />
      <Flex gap={8} wrap style={{ marginTop: -16 }}>
        <Tag>{data.code}</Tag>
        <Tag color="blue">{t('courses.credits', { count: data.credits })}</Tag>
        {data.leaderName ? <Tag>{t('course.leader', { name: data.leaderName })}</Tag> : null}
      </Flex>
      {data.description ? <Typography.Paragraph style={{ margin: 0 }}>{data.description}</Typography.Paragraph> : null}
      <QueryState query={materials} errorTitle={t('course.materialsFailed')} errorText={materialError} emptyText={t('course.noMaterials')} isEmpty={(list) => list.length === 0} skeletonRows={8}>
        {(list) => <MaterialsByWeek materials={list} />}
      </QueryState>
    </Flex>
  );
}
