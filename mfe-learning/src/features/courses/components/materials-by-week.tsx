// A course's materials in its week segments (general, weeks 1–7, 8–14, 15–21), each segment a card.
import Card from 'antd/es/card';
import Divider from 'antd/es/divider';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useMaterialsTranslation } from '@campus/shared-ui';
import { WEEK_SEGMENTS, type Material, type WeekSegment } from '@campus/contracts/materials';
import { MaterialRow } from '../../../components/material-row.js';

export function groupBySegment(materials: Material[]): Record<WeekSegment, Material[]> {
  const groups = Object.fromEntries(WEEK_SEGMENTS.map((segment) => [segment, [] as Material[]])) as Record<WeekSegment, Material[]>;
  for (const material of materials) groups[material.weekSegment]?.push(material);
  return groups;
}

export function MaterialsByWeek({ materials }: { materials: Material[] }) {
  const { t } = useTranslation('learning');
  const { t: tm } = useMaterialsTranslation();
  const groups = groupBySegment(materials);
  return (
    <Flex vertical gap="middle">
      {WEEK_SEGMENTS.map((segment) => (
        <Card
          key={segment}
          size="small"
          title={
            <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }} id={`segment-${segment}`}>
              {tm(`segment.${segment}`)}
            </Typography.Title>
          }
          extra={<Tag>{groups[segment].length}</Tag>}
          role="region"
          aria-labelledby={`segment-${segment}`}
        >
          {groups[segment].length === 0 ? (
            <Typography.Text type="secondary">{t('course.segmentEmpty')}</Typography.Text>
          ) : (
            groups[segment].map((material, index) => (
              <Fragment key={material.id}>
                {index > 0 ? <Divider style={{ margin: 0 }} /> : null}
                <MaterialRow material={material} />
              </Fragment>
            ))
          )}
        </Card>
      ))}
    </Flex>
  );
}
