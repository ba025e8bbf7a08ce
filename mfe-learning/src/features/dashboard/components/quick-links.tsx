// The student's everyday links (SPEC §1), to the addresses the deployment configures (lib/quick-links.ts).
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { BookOutlined, CalendarOutlined, CustomerServiceOutlined, ExportOutlined, FileTextOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { CardGrid } from '@campus/shared-ui';
import { QUICK_LINK_KEYS, quickLinksQuery, type QuickLinkKey } from '../../../lib/quick-links.js';

const ICONS: Record<QuickLinkKey, ReactNode> = {
  handbook: <FileTextOutlined />,
  calendar: <CalendarOutlined />,
  support: <CustomerServiceOutlined />,
  library: <BookOutlined />,
};

function LinkBody({ name, text, icon, status }: { name: string; text: string; icon: ReactNode; status: ReactNode }) {
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Text style={{ fontSize: 24 }} type="secondary" aria-hidden>
          {icon}
        </Typography.Text>
        {status}
      </Flex>
      <Typography.Text strong>{name}</Typography.Text>
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}

export function QuickLinks() {
  const { t } = useTranslation('learning');
  const links = useQuery(quickLinksQuery);
  return (
    <Card title={t('dashboard.quickLinks.title')}>
      <CardGrid minColumnWidth={200} gap={16}>
        {QUICK_LINK_KEYS.map((key) => {
          const href = links.data?.[key];
          const body = (status: ReactNode) => <LinkBody name={t(`dashboard.quickLinks.${key}`)} text={t(`dashboard.quickLinks.${key}Text`)} icon={ICONS[key]} status={status} />;
          return href ? (
            <a key={key} href={href} target="_blank" rel="noopener noreferrer" style={{ display: 'block', height: '100%' }}>
              <Card size="small" hoverable style={{ height: '100%' }}>
                {body(<ExportOutlined aria-label={t('dashboard.quickLinks.opensNewTab')} />)}
              </Card>
            </a>
          ) : (
            <Card key={key} size="small" style={{ height: '100%' }} loading={links.isPending}>
              {body(<Tag>{t('dashboard.quickLinks.notSetUp')}</Tag>)}
            </Card>
          );
        })}
      </CardGrid>
    </Card>
  );
}
