// /add-materials: adds a material to any section the lecturer teaches, chosen first in the form (a link may name it
// as ?assignmentId=…).
import { CloudUploadOutlined } from '@ant-design/icons';
import { PageHeader, useFeedback } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { WithAssignments } from '../components/assignments-state.js';
import { MaterialForm } from '../components/material-form.js';

export default function AddMaterials() {
  const { t } = useTranslation('teaching');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  return (
    <>
      <PageHeader icon={<CloudUploadOutlined />} title={t('form.addTitle')} subtitle={t('form.addSubtitle')} />
      <WithAssignments errorTitle={t('materials.loadFailed')}>
        {(assignments) => (
          <MaterialForm
            assignments={assignments}
            defaults={{ assignmentId: search.get('assignmentId') ?? (assignments.length === 1 ? assignments[0]!.id : undefined), categoryKey: 'lecture' }}
            onSaved={(material) => {
              feedback.success(t('form.created', { name: material.name }));
              navigate(`/lecturer-materials/manage/${material.sectionId}?expand=${material.categoryKey ?? 'lecture'}`);
            }}
            onCancel={() => navigate(-1)}
          />
        )}
      </WithAssignments>
    </>
  );
}
