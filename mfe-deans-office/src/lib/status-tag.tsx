import Tag from 'antd/es/tag';
import type { GroupStatus } from '@campus/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<GroupStatus, string> = {
  forming: 'processing',
  active: 'success',
  on_hold: 'warning',
  completed: 'cyan',
  graduated: 'purple',
  cancelled: 'error',
  archived: 'default',
  inactive: 'default',
};

export function GroupStatusTag({ status }: { status: GroupStatus | string }) {
  const { t } = useTranslation('deans-office');
  return (
    <Tag color={COLORS[status as GroupStatus]} bordered={false}>
      {t(`groupStatus.${status}`)}
    </Tag>
  );
}
