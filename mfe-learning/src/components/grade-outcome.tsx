// Pass or fail against the pass mark, as a tag whose icon and words say it (never its colour alone).
import Tag from 'antd/es/tag';
import { CheckCircleOutlined, CloseCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StudentMidterm } from '@campus/contracts/grading';
import { outcomeOf } from '../lib/midterms-api.js';

const LOOK = {
  pass: { color: 'success', icon: <CheckCircleOutlined /> },
  fail: { color: 'error', icon: <CloseCircleOutlined /> },
  none: { color: 'default', icon: <MinusCircleOutlined /> },
} as const;

export function GradeOutcome({ grade }: { grade: Pick<StudentMidterm, 'score' | 'passMark'> }) {
  const { t } = useTranslation('learning');
  const outcome = outcomeOf(grade);
  return (
    <Tag color={LOOK[outcome].color} icon={LOOK[outcome].icon} data-outcome={outcome}>
      {t(`midterms.outcome.${outcome}`)}
    </Tag>
  );
}

/** "15 / 20", or "No grade" when the grade was published empty. */
export function useScoreText() {
  const { t } = useTranslation('learning');
  return (grade: Pick<StudentMidterm, 'score' | 'max'>) => (grade.score === null ? t('midterms.noScore') : t('midterms.score', { score: grade.score, max: grade.max }));
}
