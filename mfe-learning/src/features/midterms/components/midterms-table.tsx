// The period's published grades, newest first: course, section, midterm, score out of the maximum, pass or fail
// against the pass mark, and when it was published. On a phone the section, midterm and date move under the course
// and the score beside its result, so the table fits without scrolling sideways.
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
  const outcome = (grade: StudentMidterm) => (
    <Flex vertical gap={2} align="flex-start">
      {phone ? <Typography.Text strong>{scoreText(grade)}</Typography.Text> : null}
      <GradeOutcome grade={grade} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('midterms.passMark', { passMark: grade.passMark })}
      </Typography.Text>
    </Flex>
  );
  const course = (grade: StudentMidterm) => (
    <Flex vertical>
      <Typography.Text strong>{localized(grade.courseName)}</Typography.Text>
      <Typography.Text type="secondary">
        {phone ? `${grade.courseCode} · ${t('midterms.section', { number: grade.sectionNumber })}` : grade.courseCode}
      </Typography.Text>
      {phone ? (
        <Typography.Text type="secondary">
          {t('midterms.midterm', { number: grade.number })} · {formatDate(grade.publishedAt)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
  // A phone has two columns: the course with its section, midterm and date; the score with its result.
  const columns: ColumnsType<StudentMidterm> = phone
    ? [
        { key: 'course', title: t('midterms.columns.course'), render: (_, grade) => course(grade) },
        { key: 'result', title: t('midterms.columns.result'), width: 150, render: (_, grade) => outcome(grade) },
      ]
    : [
        { key: 'course', title: t('midterms.columns.course'), render: (_, grade) => course(grade) },
        { key: 'section', title: t('midterms.columns.section'), render: (_, grade) => grade.sectionNumber },
        { key: 'number', title: t('midterms.columns.number'), render: (_, grade) => t('midterms.midterm', { number: grade.number }) },
        { key: 'score', title: t('midterms.columns.score'), align: 'right', render: (_, grade) => <Typography.Text strong>{scoreText(grade)}</Typography.Text> },
        { key: 'result', title: t('midterms.columns.result'), render: (_, grade) => outcome(grade) },
        { key: 'publishedAt', title: t('midterms.columns.publishedAt'), render: (_, grade) => formatDate(grade.publishedAt) },
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
