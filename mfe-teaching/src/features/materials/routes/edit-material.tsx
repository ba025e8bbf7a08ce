// /edit-material/{materialId}: the material's form filled in; a new file is optional and replaces the stored one.
import Skeleton from 'antd/es/skeleton';
import { EditOutlined } from '@ant-design/icons';
import { ErrorPanel, PageHeader, materialErrorText, useFeedback } from '@campus/shared-ui';
import type { Material } from '@campus/contracts/materials';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { materialQuery } from '../api/materials.js';
import { MaterialForm } from '../components/material-form.js';

/** Back where the material lives: its section's category, else the list of one's own materials. */
function homeOf(material: Material): string {
  return material.sectionId ? `/lecturer-materials/manage/${material.sectionId}?expand=${material.categoryKey ?? ''}` : '/materials/manage';
}

export default function EditMaterial() {
  const { t } = useTranslation('teaching');
  const { materialId } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const query = useQuery(materialQuery(Number(materialId)));
  const header = <PageHeader icon={<EditOutlined />} title={t('form.editTitle')} subtitle={query.data?.name} />;

  if (query.isPending) {
    return (
      <>
        {header}
        <Skeleton active paragraph={{ rows: 10 }} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {header}
        <ErrorPanel title={t('form.loadFailed')} message={materialErrorText(t, query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </>
    );
  }
  return (
    <>
      {header}
      <MaterialForm
        key={query.data.id}
        material={query.data}
        fixedCategory={!query.data.sectionId}
        onSaved={(material) => {
          feedback.success(t('form.updated', { name: material.name }));
          navigate(homeOf(material));
        }}
        onCancel={() => navigate(-1)}
      />
    </>
  );
}
