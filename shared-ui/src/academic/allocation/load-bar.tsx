import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useAcademicTranslation } from '../i18n/index.js';

/** Allocated hours against the lecturer's maximum; red once over it. */
export function LoadBar({ current, max }: { current: number; max: number }) {
  const { t } = useAcademicTranslation();
  const percent = max > 0 ? Math.round((current / max) * 100) : 0;
  return (
    <Flex vertical style={{ minWidth: 160 }}>
      <Typography.Text>{t('allocation.hoursOf', { current, max })}</Typography.Text>
      <Progress aria-label={t('allocation.hoursOf', { current, max })} percent={Math.min(100, percent)} size="small" status={current > max ? 'exception' : percent >= 90 ? 'active' : 'normal'} format={() => `${percent}%`} />
    </Flex>
  );
}
