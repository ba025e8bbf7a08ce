// A card announcing what an area will offer: every area home uses it while its screens are being built.
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

export interface FeaturePreviewItem {
  key: string;
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Where it leads once available; without it the item is marked "Coming soon". */
  action?: ReactNode;
}

export interface FeaturePreviewCardProps {
  title: ReactNode;
  intro?: ReactNode;
  items: FeaturePreviewItem[];
  footer?: ReactNode;
}

function FeatureRow({ item }: { item: FeaturePreviewItem }) {
  const { t } = useTranslation('common');
  return (
    <Flex align="center" gap="middle">
      <Typography.Text style={{ fontSize: 22, lineHeight: 1 }} type="secondary" aria-hidden>
        {item.icon}
      </Typography.Text>
      {/* On a narrow screen the action wraps under the text instead of squeezing it. */}
      <Flex align="center" gap="small" wrap style={{ flex: 1, minWidth: 0 }}>
        <Flex vertical style={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography.Text strong>{item.title}</Typography.Text>
          {item.description ? <Typography.Text type="secondary">{item.description}</Typography.Text> : null}
        </Flex>
        {item.action ?? <Tag>{t('actions.comingSoon')}</Tag>}
      </Flex>
    </Flex>
  );
}

export function FeaturePreviewCard({ title, intro, items, footer }: FeaturePreviewCardProps) {
  return (
    <Card title={title} style={{ height: '100%' }}>
      <Flex vertical gap="large">
        {intro ? <Typography.Paragraph style={{ margin: 0 }}>{intro}</Typography.Paragraph> : null}
        {items.map((item) => (
          <FeatureRow key={item.key} item={item} />
        ))}
        {footer ? <Typography.Text type="secondary">{footer}</Typography.Text> : null}
      </Flex>
    </Card>
  );
}
