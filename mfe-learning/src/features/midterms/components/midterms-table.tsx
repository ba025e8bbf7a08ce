// The period's published grades, newest first: course, section, midterm, score out of the maximum, pass or fail
// against the pass mark, and when it was published. On a phone the section and the date move under the course and
// the pass mark under the result, so the table fits without scrolling sideways.
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useDateFormat, useLocalized } from '@campus/shared-ui';
import type { StudentMidterm } from '@campus/contracts/grading';
import { byPublished } from '../../../lib/midterms-api.js';
import { GradeOutcome, useScoreText } from '../../../components/grade-outcome.js';

export function MidtermsTable({ grades, phone }: { grades: readonly StudentMidterm[]; phone: boolean }) {
  const { t } = useTranslation('learning');
  const localized = useLocalized();
  const { formatDate } = useDateFormat();
  const scoreText = useScoreText();
  const sorted = byPublished(grades);
  const columns: ColumnsType<StudentMidterm> = [
    {
      key: 'course',
      title: t('midterms.columns.course'),
      render: (_, grade) => (
        <Flex vertical>
          <Typography.Text strong>{localized(grade.courseName)}</Typography.Text>
          <Typography.Text type="secondary">
            {phone ? `${grade.courseCode} · ${t('midterms.section', { number: grade.sectionNumber })}` : grade.courseCode}
          </Typography.Text>
          {phone ? <Typography.Text type="secondary">{formatDate(grade.publishedAt)}</Typography.Text> : null}
        </Flex>
      ),
    },
    ...(phone ? [] : [{ key: 'section', title: t('midterms.columns.section'), render: (_: unknown, grade: StudentMidterm) => grade.sectionNumber }]),
    { key: 'number', title: t('midterms.columns.number'), render: (_, grade) => t('midterms.midterm', { number: grade.number }) },
    { key: 'score', title: t('midterms.columns.score'), align: 'right', render: (_, grade) => <Typography.Text strong>{scoreText(grade)}</Typography.Text> },
    {
      key: 'result',
      title: t('midterms.columns.result'),
      render: (_, grade) => (
        <Flex vertical gap={2} align="flex-start">
          <GradeOutcome grade={grade} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('midterms.passMark', { passMark: grade.passMark })}
          </Typography.Text>
        </Flex>
      ),
    },
    ...(phone ? [] : [{ key: 'publishedAt', title: t('midterms.columns.publishedAt'), render: (_: unknown, grade: StudentMidterm) => formatDate(grade.publishedAt) }]),
  ];
  return (
    <Table<StudentMidterm>
      rowKey={(grade) => `${grade.sectionId}/${grade.number}`}
      columns={columns}
      dataSource={sorted}
      pagination={sorted.length > 20 ? { pageSize: 20 } : false}
      size={phone ? 'small' : 'middle'}
    />
  );
}
