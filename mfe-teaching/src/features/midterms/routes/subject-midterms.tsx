// /lecturer/midterms/subject/:subjectId: the subject's sections (those the lecturer may read) × its midterm numbers,
// each with status, progress and average, linking to the sheets and to the aggregate.
import Breadcrumb from 'antd/es/breadcrumb';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { FormOutlined } from '@ant-design/icons';
import { ErrorPanel, PageHeader, gradingErrorText, useGradingTranslation } from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { subjectQuery } from '../api/midterms.js';
import { MIDTERMS_HOME, aggregatePath, useSubjectName } from '../components/midterm-links.js';
import { SectionMidtermsLine } from '../components/section-midterms.js';

export default function SubjectMidterms() {
  const { subjectId = '' } = useParams();
  const { t } = useTranslation('teaching');
  const { t: tg } = useGradingTranslation();
  const subject = useQuery(subjectQuery(subjectId));
  const subjectName = useSubjectName();
  const title = subject.data ? subjectName(subject.data.code, subject.data.name) : tg('labels.midterms');

  const content = () => {
    if (subject.isError) {
      return <ErrorPanel title={t('midterms.subject.loadFailed')} message={gradingErrorText(tg, subject.error)} onRetry={() => void subject.refetch()} retrying={subject.isFetching} />;
    }
    if (subject.isPending) return <Skeleton active />;
    const { bounds, sections } = subject.data;
    return (
      <Flex vertical gap="middle">
        <Flex gap="middle" wrap align="baseline">
          <Typography.Text type="secondary">{t('midterms.bounds', bounds)}</Typography.Text>
          <Typography.Text type="secondary">{tg('labels.passMark', { passMark: bounds.passMark })}</Typography.Text>
          <Link to={aggregatePath(subjectId)}>{t('midterms.aggregateLink')}</Link>
        </Flex>
        {sections.length === 0 ? <Empty description={t('midterms.subject.noSections')} /> : null}
        {sections.map((section) => (
          <Card key={section.sectionId} size="small" title={t('assignment.section', { number: section.sectionNumber, period: section.periodName })}>
            <SectionMidtermsLine section={section} named={false} />
          </Card>
        ))}
      </Flex>
    );
  };

  return (
    <>
      <Breadcrumb style={{ marginBottom: 12 }} items={[{ title: <Link to={MIDTERMS_HOME}>{tg('labels.midterms')}</Link> }, { title }]} />
      <PageHeader icon={<FormOutlined />} title={title} subtitle={t('midterms.subject.subtitle')} />
      {content()}
    </>
  );
}
