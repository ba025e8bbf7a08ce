// /lecturer-materials/manage/{assignmentId}/new/{category}?segment=…: adds a material to one category of a section,
// in the week segment the link names (general by default).
import Skeleton from 'antd/es/skeleton';
import { CloudUploadOutlined } from '@ant-design/icons';
import { ErrorPanel, PageHeader, materialErrorText, useFeedback, useMaterialsTranslation } from '@campus/shared-ui';
import { CATEGORY_KEYS, DEFAULT_WEEK_SEGMENT, WEEK_SEGMENTS, type CategoryKey, type WeekSegment } from '@campus/contracts/materials';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { assignmentMaterialsQuery } from '../api/materials.js';
import { MaterialForm } from '../components/material-form.js';
import { useAssignmentLabels } from '../components/material-labels.js';

export default function NewAssignmentMaterial() {
  const { t } = useTranslation('teaching');
  const { t: tm } = useMaterialsTranslation();
  const { assignmentId = '', category = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const labels = useAssignmentLabels();
  const query = useQuery(assignmentMaterialsQuery(assignmentId));
  const manage = `/lecturer-materials/manage/${assignmentId}`;
  if (!CATEGORY_KEYS.includes(category as CategoryKey)) return <Navigate to={manage} replace />;
  const segmentParam = search.get('segment') as WeekSegment | null;
  const weekSegment = segmentParam && WEEK_SEGMENTS.includes(segmentParam) ? segmentParam : DEFAULT_WEEK_SEGMENT;
  const title = t('form.newTitle', { category: tm(`category.${category}`) });

  if (query.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError) {
    return <ErrorPanel title={t('manage.loadFailed')} message={materialErrorText(t, query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const { assignment } = query.data;
  return (
    <>
      <PageHeader icon={<CloudUploadOutlined />} title={title} subtitle={`${labels.title(assignment)} · ${labels.section(assignment)}`} />
      <MaterialForm
        fixedCategory
        defaults={{ assignmentId, categoryKey: category as CategoryKey, weekSegment }}
        onSaved={(material) => {
          feedback.success(t('form.created', { name: material.name }));
          navigate(`${manage}?expand=${category}`);
        }}
        onCancel={() => navigate(`${manage}?expand=${category}`)}
      />
    </>
  );
}
