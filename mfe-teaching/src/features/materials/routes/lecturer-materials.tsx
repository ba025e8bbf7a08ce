// /lecturer-materials: the lecturer's home — their figures and next classes, then each section they teach with its
// materials per category and the next homework due, leading to the section's materials. Surveys to answer (course
// evaluations are for students; a survey for staff reaches lecturers too) show above when there are any.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { BookOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { CardGrid, DashboardStatCards, PageHeader, SurveysToAnswerCard, UpcomingClasses } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AssignmentCard } from '../components/assignment-card.js';
import { WithAssignments } from '../components/assignments-state.js';

/** Two rows of cards on a wide screen; the full week is on /schedule. */
const HOME_CLASSES = 6;

export default function LecturerMaterials() {
  const { t } = useTranslation('teaching');
  const navigate = useNavigate();
  return (
    <Flex vertical gap="large">
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
      <DashboardStatCards />
      <SurveysToAnswerCard hideWhenEmpty />
      <UpcomingClasses limit={HOME_CLASSES} />
      <WithAssignments errorTitle={t('materials.loadFailed')}>
        {(assignments) => (
          <CardGrid minColumnWidth={300}>
            {assignments.map((assignment) => (
              <AssignmentCard key={assignment.id} assignment={assignment} />
            ))}
          </CardGrid>
        )}
      </WithAssignments>
    </Flex>
  );
}
