// One material in a list: its type icon and name (opening it in the secure viewer), tags, description and author.
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MaterialTypeIcon, useDateFormat, useMaterialsTranslation } from '@campus/shared-ui';
import type { Material } from '@campus/contracts/materials';

export const viewerPath = (materialId: number) => `/secure-viewer?materialId=${materialId}`;

export function MaterialRow({ material, courseLabel }: { material: Material; courseLabel?: string }) {
  const { t } = useTranslation('learning');
  const { t: tm } = useMaterialsTranslation();
  const { formatDate, formatDateTime } = useDateFormat();
  return (
    <Flex gap="middle" align="flex-start" style={{ padding: '12px 0' }} data-testid="material-row">
      <MaterialTypeIcon type={material.type} />
      <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Link to={viewerPath(material.id)} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {material.name}
        </Link>
        <Flex gap={4} wrap>
          <Tag>{tm(`type.${material.type}`)}</Tag>
          {material.categoryKey ? <Tag color="purple">{tm(`category.${material.categoryKey}`)}</Tag> : null}
          {material.dueAt ? (
            <Tag color="orange" icon={<ClockCircleOutlined aria-hidden />}>
              {t('materials.due', { date: formatDateTime(material.dueAt) })}
            </Tag>
          ) : null}
          {courseLabel ? <Tag color="blue">{courseLabel}</Tag> : null}
        </Flex>
        {material.description ? (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {material.description}
          </Typography.Paragraph>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('materials.byline', { author: material.authorName, date: formatDate(material.updatedAt) })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
