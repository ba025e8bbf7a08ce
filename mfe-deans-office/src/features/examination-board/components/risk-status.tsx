// A student's standing: "At risk" with a warning icon and the reasons in words, or "On track" with a check; never
// colour alone.
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { StudentProgress } from '@campus/contracts/grading';
import { useBoardTranslation } from '../i18n/index.js';

export function RiskStatus({ student }: { student: Pick<StudentProgress, 'atRisk' | 'reasons'> }) {
  const { t } = useBoardTranslation();
  if (!student.atRisk)
    return (
      <Tag color="success" icon={<CheckCircleOutlined aria-hidden />}>
        {t('status.onTrack')}
      </Tag>
    );
  return (
    <Flex vertical gap={4} align="flex-start">
      <Tag color="error" icon={<WarningOutlined aria-hidden />}>
        {t('status.atRisk')}
      </Tag>
      {student.reasons.map((reason) => (
        <Typography.Text key={reason} type="danger" style={{ fontSize: 12 }}>
          {t(`reasons.${reason}`)}
        </Typography.Text>
      ))}
    </Flex>
  );
}
