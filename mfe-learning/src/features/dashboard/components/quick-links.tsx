import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { BookOutlined, CalendarOutlined, CustomerServiceOutlined, FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { CardGrid } from '@campus/shared-ui';

interface QuickLink {
  key: 'handbook' | 'calendar' | 'support' | 'library';
  icon: ReactNode;
}

const QUICK_LINKS: QuickLink[] = [
  { key: 'handbook', icon: <FileTextOutlined /> },
  { key: 'calendar', icon: <CalendarOutlined /> },
  { key: 'support', icon: <CustomerServiceOutlined /> },
  { key: 'library', icon: <BookOutlined /> },
];

/** The student's everyday links (SPEC §1); they open here once their pages exist. */
export function QuickLinks() {
  const { t } = useTranslation('learning');
  return (
    <Card title={t('dashboard.quickLinks.title')}>
      <CardGrid minColumnWidth={200} gap={16}>
        {QUICK_LINKS.map(({ key, icon }) => (
          <Card key={key} size="small" style={{ height: '100%' }} aria-disabled>
            <Flex vertical gap={8}>
              <Flex justify="space-between" align="center">
                <Typography.Text style={{ fontSize: 24 }} type="secondary" aria-hidden>
                  {icon}
                </Typography.Text>
                <Tag>{t('common:actions.comingSoon')}</Tag>
              </Flex>
              <Typography.Text strong>{t(`dashboard.quickLinks.${key}`)}</Typography.Text>
              <Typography.Text type="secondary">{t(`dashboard.quickLinks.${key}Text`)}</Typography.Text>
            </Flex>
          </Card>
        ))}
      </CardGrid>
    </Card>
  );
}
