import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

/** SPEC §9: capacity percent is enrolment over max, rounded, capped at 100, and 0 without a max. */
export function capacityPercent(count: number, max: number): number {
  return max > 0 ? Math.min(100, Math.round((count / max) * 100)) : 0;
}

export function Capacity({ count, max }: { count: number; max: number }) {
  const { t } = useTranslation('deans-office');
  const percent = capacityPercent(count, max);
  return (
    <Flex vertical style={{ minWidth: 140 }}>
      <Typography.Text>{t('enrollment.seats', { count, max })}</Typography.Text>
      <Progress aria-label={t('enrollment.seats', { count, max })} percent={percent} size="small" status={count >= max ? 'exception' : percent >= 90 ? 'active' : 'normal'} />
    </Flex>
  );
}
