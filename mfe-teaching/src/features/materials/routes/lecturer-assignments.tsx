// /lecturer-assignments: every section the lecturer teaches with its materials and its homework due dates.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { CalendarOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { ErrorPanel, MaterialTypeIcon, PageHeader, materialErrorText, useDateFormat, useMaterialsTranslation } from '@campus/shared-ui';
import { DUE_DATE_CATEGORY, type Material, type TeachingAssignment } from '@campus/contracts/materials';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { assignmentMaterialsQuery } from '../api/materials.js';
import { AssignmentTitle } from '../components/assignment-card.js';
import { WithAssignments } from '../components/assignments-state.js';
import { useAssignmentLabels } from '../components/material-labels.js';
import { DueTag } from '../components/material-row.js';

const byDueDate = (a: Material, b: Material) => Date.parse(a.dueAt ?? '') - Date.parse(b.dueAt ?? '');

function SectionMaterials({ assignment }: { assignment: TeachingAssignment }) {
  const { t } = useTranslation('teaching');
  const { t: tm } = useMaterialsTranslation();
  const { formatDateTime } = useDateFormat();
  const query = useQuery(assignmentMaterialsQuery(assignment.id));
  if (query.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (query.isError) {
    return <ErrorPanel title={t('lecturerAssignments.materialsFailed')} message={materialErrorText(t, query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const { materials } = query.data;
  const homework = materials.filter((material) => material.categoryKey === DUE_DATE_CATEGORY && material.dueAt).sort(byDueDate);
  if (materials.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lecturerAssignments.noMaterials')} />;
  return (
    <Flex vertical gap="middle">
      <section aria-label={t('lecturerAssignments.dueDates')}>
        <Typography.Title level={4} style={{ fontSize: 15 }}>
          <CalendarOutlined /> {t('lecturerAssignments.dueDates')}
        </Typography.Title>
        {homework.length === 0 ? (
          <Typography.Text type="secondary">{t('lecturerAssignments.noDueDates')}</Typography.Text>
        ) : (
          <Flex component="ul" vertical gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {homework.map((material) => (
              <Flex component="li" key={material.id} gap="small" wrap align="center">
                <Typography.Text strong>{material.name}</Typography.Text>
                <DueTag material={material} />
              </Flex>
            ))}
          </Flex>
        )}
      </section>
      <Flex component="ul" vertical gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {materials.map((material) => (
          <Flex component="li" key={material.id} gap="small" align="center" wrap>
            <MaterialTypeIcon type={material.type} />
            <Typography.Text style={{ flex: '1 1 160px', overflowWrap: 'anywhere' }}>{material.name}</Typography.Text>
            {material.categoryKey ? <Tag>{tm(`category.${material.categoryKey}`)}</Tag> : null}
            <Tag>{tm(`segment.${material.weekSegment}`)}</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(material.updatedAt)}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}

export default function LecturerAssignments() {
  const { t } = useTranslation('teaching');
  const labels = useAssignmentLabels();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader icon={<CalendarOutlined />} title={t('lecturerAssignments.title')} subtitle={t('lecturerAssignments.subtitle')} />
      <WithAssignments errorTitle={t('lecturerAssignments.loadFailed')}>
        {(assignments) => (
          <Flex vertical gap="large">
            {assignments.map((assignment) => (
              <Card
                key={assignment.id}
                size="small"
                title={<AssignmentTitle assignment={assignment} />}
              >
                <Flex vertical gap="middle">
                  <SectionMaterials assignment={assignment} />
                  <Button
                    icon={<FolderOpenOutlined />}
                    aria-label={`${t('actions.manage')}: ${labels.title(assignment)}`}
                    onClick={() => navigate(`/lecturer-materials/manage/${assignment.id}`)}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t('actions.manage')}
                  </Button>
                </Flex>
              </Card>
            ))}
          </Flex>
        )}
      </WithAssignments>
    </>
  );
}
