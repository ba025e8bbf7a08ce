// The home screen every area starts with: a greeting, the signed-in account, and what the area offers.
import Flex from 'antd/es/flex';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/auth-api.js';
import { AccountSummary } from './account-summary.js';
import { CardGrid } from './card-grid.js';
import { FeaturePreviewCard } from './feature-preview-card.js';
import { PageHeader } from './page-header.js';

export interface AreaHomeTool {
  key: string;
  icon: ReactNode;
  /** Where it leads once available; without it the tool is marked "Coming soon". */
  action?: ReactNode;
}

export interface AreaHomeProps {
  /** The area's i18next namespace. */
  ns: string;
  /** Key prefix of the page texts: `<page>.title` and `<page>.greeting` (with {{name}}). */
  page: string;
  /** Key prefix of the tools card: `.title`, `.intro`, and per tool `.<key>` and optionally `.<key>Text`. */
  toolsKey: string;
  tools: AreaHomeTool[];
  /** Relative widths of the account card and the tools card. */
  weights?: number[];
  children?: ReactNode;
}

export function AreaHome({ ns, page, toolsKey, tools, weights, children }: AreaHomeProps) {
  const { t, i18n } = useTranslation(ns);
  const { data: user } = useCurrentUser();
  const items = tools.map(({ key, icon, action }) => ({
    key,
    icon,
    action,
    title: t(`${toolsKey}.${key}`),
    description: i18n.exists(`${toolsKey}.${key}Text`, { ns }) ? t(`${toolsKey}.${key}Text`) : undefined,
  }));
  return (
    <Flex vertical gap="large">
      <PageHeader
        title={t(`${page}.title`)}
        subtitle={user ? t(`${page}.greeting`, { name: user.firstName || user.displayName }) : undefined}
      />
      <CardGrid weights={weights}>
        <AccountSummary />
        <FeaturePreviewCard title={t(`${toolsKey}.title`)} intro={t(`${toolsKey}.intro`)} items={items} />
      </CardGrid>
      {children}
    </Flex>
  );
}
