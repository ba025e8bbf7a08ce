// One material in a list: type icon, name and description, its week segment, audience, download permission and
// (homework) due date, then its actions. Wraps onto several lines on a phone.
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ClockCircleOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { MaterialTypeIcon, useDateFormat, useMaterialsTranslation } from '@campus/shared-ui';
import type { Material } from '@campus/contracts/materials';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isOverdue } from './material-labels.js';

export function DueTag({ material }: { material: Material }) {
  const { t } = useTranslation('teaching');
  const { formatDateTime } = useDateFormat();
  if (!material.dueAt) return null;
  const overdue = isOverdue(material);
  return (
    <Tag color={overdue ? 'default' : 'gold'} icon={<ClockCircleOutlined />}>
      {t(overdue ? 'manage.overdue' : 'manage.due', { date: formatDateTime(material.dueAt) })}
    </Tag>
  );
}

export function MaterialTags({ material }: { material: Material }) {
  const { t } = useTranslation('teaching');
  const { t: tm } = useMaterialsTranslation();
  return (
    <Flex wrap gap={4}>
      <Tag>{tm(`segment.${material.weekSegment}`)}</Tag>
      <Tag color={material.accessLevel === 'staff' ? 'purple' : 'blue'}>{tm(`access.${material.accessLevel}`)}</Tag>
      {material.allowDownload ? (
        <Tag icon={<DownloadOutlined />}>{t('manage.downloadAllowed')}</Tag>
      ) : (
        <Tag icon={<EyeOutlined />}>{t('manage.viewOnly')}</Tag>
      )}
      <DueTag material={material} />
    </Flex>
  );
}

export function MaterialRow({ material, actions }: { material: Material; actions?: ReactNode }) {
  return (
    <Flex component="li" gap="middle" align="flex-start" wrap style={{ padding: '12px 0' }} aria-label={material.name}>
      <MaterialTypeIcon type={material.type} />
      <Flex vertical gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {material.name}
        </Typography.Text>
        {material.description ? (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {material.description}
          </Typography.Paragraph>
        ) : null}
        <MaterialTags material={material} />
      </Flex>
      {actions}
    </Flex>
  );
}
