// How full a section is: "12 of 30 seats taken" over a bar, amber from 90 %, red when full.
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { capacityPercent } from '@campus/contracts';
import { useAcademicTranslation } from '../i18n/index.js';

export function Seats({ count, max }: { count: number; max: number }) {
  const { t } = useAcademicTranslation();
  const percent = capacityPercent(count, max);
  const taken = t('sections.seats', { count, max });
  return (
    <Flex vertical style={{ minWidth: 140 }}>
      <Typography.Text>{taken}</Typography.Text>
      <Progress aria-label={taken} percent={percent} size="small" status={max > 0 && count >= max ? 'exception' : percent >= 90 ? 'active' : 'normal'} />
    </Flex>
  );
}
