// One student's subjects of the period: published midterm scores and their average, missed classes against those
// held, each flag in words beside its figure.
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useLocalized } from '@campus/shared-ui';
import type { StudentProgress, SubjectProgress } from '@campus/contracts/grading';
import { useBoardTranslation } from '../i18n/index.js';
import { useFigures } from './figures.js';

export function SubjectsTable({ student }: { student: StudentProgress }) {
  const { t } = useBoardTranslation();
  const localized = useLocalized();
  const figures = useFigures();
  return (
    <Table<SubjectProgress>
      size="small"
      pagination={false}
      rowKey="sectionId"
      dataSource={student.subjects}
      aria-label={t('columns.subjects')}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'subject',
          title: t('columns.subject'),
          render: (_, subject) => (
            <Flex vertical>
              <Typography.Text>{localized(subject.courseName)}</Typography.Text>
              <Typography.Text type="secondary">{subject.courseCode}</Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'scores',
          title: t('columns.scores'),
          render: (_, subject) =>
            subject.scores.length ? (
              <Flex vertical>
                {subject.scores.map((entry) => (
                  <span key={entry.number}>{t('midtermScore', { number: entry.number, score: figures.number(entry.score) })}</span>
                ))}
              </Flex>
            ) : (
              <Typography.Text type="secondary">{t('noScores')}</Typography.Text>
            ),
        },
        {
          key: 'average',
          title: t('columns.average'),
          render: (_, subject) =>
            subject.average === null ? (
              '—'
            ) : (
              <Flex gap="small" wrap align="center">
                <span>{figures.number(subject.average)}</span>
                {subject.belowPassMark ? <Tag color="error">{t('belowPass')}</Tag> : null}
              </Flex>
            ),
        },
        {
          key: 'missed',
          title: t('columns.missed'),
          render: (_, subject) =>
            subject.sessionsHeld === 0 ? (
              <Typography.Text type="secondary">{t('noClasses')}</Typography.Text>
            ) : (
              <Flex gap="small" wrap align="center">
                <span>{t('missedOf', { missed: subject.missed, held: subject.sessionsHeld, percent: figures.percent(subject.missedShare ?? 0) })}</span>
                {subject.overAbsenceShare ? <Tag color="error">{t('overAbsences')}</Tag> : null}
              </Flex>
            ),
        },
      ]}
    />
  );
}
