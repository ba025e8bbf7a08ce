// /lecturer/midterms/:subjectId/aggregate: every student of the subject's sections with each midterm's saved score
// and their average, and below it each section's average per midterm.
import Breadcrumb from 'antd/es/breadcrumb';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { TableOutlined } from '@ant-design/icons';
import { ErrorPanel, MidtermStatusTag, PageHeader, gradingErrorText, useGradingTranslation, tableEmpty } from '@campus/shared-ui';
import type { SectionMidterms, SubjectAggregate } from '@campus/contracts/grading';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { aggregateQuery } from '../api/midterms.js';
import { MIDTERMS_HOME, sheetPath, subjectPath, useSubjectName } from '../components/midterm-links.js';
import { formatAverage } from '../components/scores.js';

type Row = SubjectAggregate['rows'][number];
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export default function Aggregate() {
  const { subjectId = '' } = useParams();
  const { t } = useTranslation('teaching');
  const { t: tg } = useGradingTranslation();
  const aggregate = useQuery(aggregateQuery(subjectId));
  const subjectName = useSubjectName();
  const title = aggregate.data ? subjectName(aggregate.data.code, aggregate.data.name) : tg('labels.midterms');

  const content = (data: SubjectAggregate) => {
    const midterms = numbers(data.bounds.midterms);
    const studentColumns: ColumnsType<Row> = [
      {
        key: 'student',
        title: t('midterms.sheet.student'),
        fixed: 'left',
        render: (_, row) => (
          <Flex vertical>
            <span>{row.fullName}</span>
            {row.studentNumber ? <Typography.Text type="secondary">{row.studentNumber}</Typography.Text> : null}
          </Flex>
        ),
      },
      { key: 'section', title: t('midterms.aggregate.section'), dataIndex: 'sectionNumber' },
      ...midterms.map((number) => ({
        key: `m${number}`,
        title: tg('labels.midterm', { number }),
        align: 'right' as const,
        render: (_: unknown, row: Row) => formatAverage(row.scores[number - 1] ?? null),
      })),
      { key: 'average', title: tg('labels.average'), align: 'right', render: (_, row) => <Typography.Text strong>{formatAverage(row.average)}</Typography.Text> },
    ];
    const sectionColumns: ColumnsType<SectionMidterms> = [
      { key: 'section', title: t('midterms.aggregate.section'), fixed: 'left', render: (_, section) => t('midterms.sectionLine', { number: section.sectionNumber, count: section.students }) },
      ...midterms.map((number) => ({
        key: `m${number}`,
        title: tg('labels.midterm', { number }),
        render: (_: unknown, section: SectionMidterms) => {
          const midterm = section.midterms.find((one) => one.number === number);
          if (!midterm) return '—';
          const average = t('midterms.averageShort', { average: formatAverage(midterm.average) });
          return (
            <Flex vertical gap={4} align="flex-start">
              <Link to={sheetPath(section.sectionId, number)} aria-label={`${average} · ${t('midterms.openSheetOf', { number, section: section.sectionNumber })}`}>
                {average}
              </Link>
              <MidtermStatusTag status={midterm.status} />
            </Flex>
          );
        },
      })),
    ];
    return (
      <Flex vertical gap="middle">
        <Card size="small" title={t('midterms.aggregate.sections')}>
          <Table<SectionMidterms> rowKey="sectionId" size="small" columns={sectionColumns} dataSource={data.sections} pagination={false} scroll={{ x: 'max-content' }} />
        </Card>
        <Card size="small" title={t('midterms.aggregate.students', { count: data.rows.length })}>
          <Table<Row>
            rowKey={(row) => `${row.sectionId}:${row.studentId}`}
            size="small"
            columns={studentColumns}
            dataSource={data.rows}
            pagination={data.rows.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
            scroll={{ x: 'max-content' }}
            locale={tableEmpty(t('midterms.aggregate.empty'))}
          />
        </Card>
      </Flex>
    );
  };

  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[{ title: <Link to={MIDTERMS_HOME}>{tg('labels.midterms')}</Link> }, { title: <Link to={subjectPath(subjectId)}>{title}</Link> }, { title: t('midterms.aggregate.title') }]}
      />
      <PageHeader icon={<TableOutlined />} title={t('midterms.aggregate.title')} subtitle={title} />
      {aggregate.isError ? (
        <ErrorPanel title={t('midterms.aggregate.loadFailed')} message={gradingErrorText(tg, aggregate.error)} onRetry={() => void aggregate.refetch()} retrying={aggregate.isFetching} />
      ) : aggregate.isPending ? (
        <Skeleton active />
      ) : (
        content(aggregate.data)
      )}
    </>
  );
}
