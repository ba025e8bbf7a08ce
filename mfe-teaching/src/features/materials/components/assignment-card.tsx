// One section the lecturer teaches: course, section and period, its materials per category and the next due date.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ClockCircleOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { useDateFormat, useMaterialsTranslation } from '@campus/shared-ui';
import { CATEGORY_KEYS, type TeachingAssignment } from '@campus/contracts/materials';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAssignmentLabels } from './material-labels.js';

/** A section's card title: the course, then section and period; it wraps rather than cut a long name. */
export function AssignmentTitle({ assignment }: { assignment: TeachingAssignment }) {
  const labels = useAssignmentLabels();
  return (
    <Flex vertical style={{ padding: '8px 0', whiteSpace: 'normal' }}>
      <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
        {labels.title(assignment)}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
        {labels.section(assignment)}
      </Typography.Text>
    </Flex>
  );
}

export function AssignmentCard({ assignment }: { assignment: TeachingAssignment }) {
  const { t } = useTranslation('teaching');
  const { t: tm } = useMaterialsTranslation();
  const labels = useAssignmentLabels();
  const { formatDateTime } = useDateFormat();
  const navigate = useNavigate();
  const title = labels.title(assignment);
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      title={<AssignmentTitle assignment={assignment} />}
    >
      <Flex vertical gap="middle">
        <Typography.Text strong>{t('assignment.materials', { count: assignment.materialCount })}</Typography.Text>
        <Flex wrap gap={6}>
          {CATEGORY_KEYS.map((key) => (
            <Tag key={key} color={assignment.countsByCategory[key] ? 'blue' : 'default'}>
              {tm(`category.${key}`)}: {assignment.countsByCategory[key] ?? 0}
            </Tag>
          ))}
        </Flex>
        <Typography.Text type={assignment.nextDueAt ? undefined : 'secondary'}>
          <ClockCircleOutlined style={{ marginInlineEnd: 8 }} />
          {assignment.nextDueAt ? t('assignment.nextDue', { date: formatDateTime(assignment.nextDueAt) }) : t('assignment.noneDue')}
        </Typography.Text>
        <Button
          type="primary"
          icon={<FolderOpenOutlined />}
          aria-label={`${t('actions.manage')}: ${title}`}
          onClick={() => navigate(`/lecturer-materials/manage/${assignment.id}`)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('actions.manage')}
        </Button>
      </Flex>
    </Card>
  );
}
