// /lecturer-materials: the lecturer's home — each section they teach with its materials per category and the next
// homework due, leading to the section's materials.
import Button from 'antd/es/button';
import { BookOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { CardGrid, PageHeader } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AssignmentCard } from '../components/assignment-card.js';
import { WithAssignments } from '../components/assignments-state.js';

export default function LecturerMaterials() {
  const { t } = useTranslation('teaching');
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        icon={<BookOutlined />}
        title={t('materials.title')}
        subtitle={t('materials.subtitle')}
        extra={
          <>
            <Button icon={<UnorderedListOutlined />} onClick={() => navigate('/materials/manage')}>
              {t('actions.allMaterials')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/add-materials')}>
              {t('actions.addMaterial')}
            </Button>
          </>
        }
      />
      <WithAssignments errorTitle={t('materials.loadFailed')}>
        {(assignments) => (
          <CardGrid minColumnWidth={300}>
            {assignments.map((assignment) => (
              <AssignmentCard key={assignment.id} assignment={assignment} />
            ))}
          </CardGrid>
        )}
      </WithAssignments>
    </>
  );
}
