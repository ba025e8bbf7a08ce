// The dashboard's latest published midterm grades (a few, newest first), each with its score and whether it passed,
// linking to /midterms. Refreshes by itself when a grade is published (the query's meta.refreshOn).
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { gradingErrorText, useGradingTranslation, useLocalized } from '@campus/shared-ui';
import { QueryState } from '../../../components/query-state.js';
import { byPublished, studentMidtermsQuery } from '../../../lib/midterms-api.js';
import { GradeOutcome, useScoreText } from '../../../components/grade-outcome.js';

/** How many grades the card shows; the rest are on /midterms. */
export const LATEST_GRADES = 4;

const WRAPPING_TITLE = { title: { whiteSpace: 'normal' } } as const;

export function LatestGradesCard() {
  const { t } = useTranslation('learning');
  const { t: tg } = useGradingTranslation();
  const localized = useLocalized();
  const scoreText = useScoreText();
  const grades = useQuery(studentMidtermsQuery(undefined));
  return (
    <Card title={t('midterms.card.title')} extra={<Link to="/midterms">{t('midterms.card.all')}</Link>} style={{ height: '100%' }} styles={WRAPPING_TITLE}>
      <QueryState
        query={grades}
        errorTitle={t('midterms.loadFailed')}
        errorText={(error) => gradingErrorText(tg, error)}
        emptyText={t('midterms.card.empty')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <Flex vertical gap={10} role="list" aria-label={t('midterms.card.title')}>
            {byPublished(list)
              .slice(0, LATEST_GRADES)
              .map((grade) => (
                <Flex key={`${grade.sectionId}/${grade.number}`} role="listitem" justify="space-between" align="center" gap="small" wrap>
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Typography.Text strong>{localized(grade.courseName)}</Typography.Text>
                    <Typography.Text type="secondary">
                      {grade.courseCode} · {t('midterms.midterm', { number: grade.number })}
                    </Typography.Text>
                  </Flex>
                  <Flex gap="small" align="center">
                    <Typography.Text strong>{scoreText(grade)}</Typography.Text>
                    <GradeOutcome grade={grade} />
                  </Flex>
                </Flex>
              ))}
          </Flex>
        )}
      </QueryState>
    </Card>
  );
}
