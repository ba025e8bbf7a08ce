// A survey's status as a coloured, translated tag.
import Tag from 'antd/es/tag';
import type { SurveyStatus } from '@campus/contracts/surveys';
import { useSurveysTranslation } from '../i18n/index.js';

/** antd preset colours: amber draft, blue scheduled, green open, grey closed and archived. */
export const SURVEY_STATUS_COLORS: Record<SurveyStatus, string> = {
  draft: 'gold',
  scheduled: 'blue',
  open: 'green',
  closed: 'default',
  archived: 'default',
};

export function SurveyStatusTag({ status }: { status: SurveyStatus }) {
  const { t } = useSurveysTranslation();
  return <Tag color={SURVEY_STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
