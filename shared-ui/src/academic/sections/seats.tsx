// How full a section is: "12 of 30 seats taken" over a bar, amber from 90 %, red when full.
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useAcademicTranslation } from '../i18n/index.js';

/** SPEC §9: capacity percent is enrolment over max, rounded, capped at 100, and 0 without a max. */
export function capacityPercent(count: number, max: number): number {
  return max > 0 ? Math.min(100, Math.round((count / max) * 100)) : 0;
}

export function Seats({ count, max }: { count: number; max: number }) {
  const { t } = useAcademicTranslation();
  const percent = capacityPercent(count, max);
  const taken = t('sections.seats', { count, max });
  return (
    <Flex vertical style={{ minWidth: 140 }}>
      <Typography.Text>{taken}</Typography.Text>
      <Progress aria-label={taken} percent={percent} size="small" status={count >= max ? 'exception' : percent >= 90 ? 'active' : 'normal'} />
    </Flex>
  );
}
