// /lecturer/midterms/: the subjects the lecturer teaches, by period, each with its sections and every midterm's
// status and progress; links to each sheet, the subject's page and its aggregate.
import Card from 'antd/es/card';
import Divider from 'antd/es/divider';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { FormOutlined } from '@ant-design/icons';
import { ErrorPanel, PageHeader, gradingErrorText, useGradingTranslation } from '@campus/shared-ui';
import type { LecturerSubject } from '@campus/contracts/grading';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lecturerSubjectsQuery } from '../api/midterms.js';
import { aggregatePath, subjectPath, useSubjectName } from '../components/midterm-links.js';
import { SectionMidtermsLine } from '../components/section-midterms.js';

/** Subjects grouped by period, in the order the service gives them. */
function byPeriod(subjects: LecturerSubject[]) {
  const periods = new Map<string, { name: string; subjects: LecturerSubject[] }>();
  for (const subject of subjects) {
    const period = periods.get(subject.periodId) ?? { name: subject.periodName, subjects: [] };
    period.subjects.push(subject);
    periods.set(subject.periodId, period);
  }
  return [...periods.entries()];
}

export default function LecturerMidterms() {
  const { t } = useTranslation('teaching');
  const { t: tg } = useGradingTranslation();
  const subjects = useQuery(lecturerSubjectsQuery());
  const subjectName = useSubjectName();

  const content = () => {
    if (subjects.isError) {
      return <ErrorPanel title={tg('messages.loadSubjectsFailed')} message={gradingErrorText(tg, subjects.error)} onRetry={() => void subjects.refetch()} retrying={subjects.isFetching} />;
    }
    if (subjects.isPending) return <Skeleton active />;
    if (subjects.data.length === 0) return <Empty description={t('midterms.empty')} />;
    return byPeriod(subjects.data).map(([periodId, period]) => (
      <section key={periodId} aria-labelledby={`period-${periodId}`}>
        <Typography.Title level={3} id={`period-${periodId}`} style={{ fontSize: 18 }}>
          {period.name}
        </Typography.Title>
        <Flex vertical gap="middle">
          {period.subjects.map((subject) => (
            <Card
              key={`${subject.subjectId}:${periodId}`}
              size="small"
              title={<span style={{ whiteSpace: 'normal' }}>{subjectName(subject.code, subject.name)}</span>}
            >
              <Flex gap="middle" wrap style={{ marginBottom: 12 }}>
                <Link to={subjectPath(subject.subjectId)}>{t('midterms.subjectLink')}</Link>
                <Link to={aggregatePath(subject.subjectId)}>{t('midterms.aggregateLink')}</Link>
              </Flex>
              {subject.sections.map((section, index) => (
                <Fragment key={section.sectionId}>
                  {index > 0 ? <Divider style={{ margin: '12px 0' }} /> : null}
                  <SectionMidtermsLine section={section} />
                </Fragment>
              ))}
            </Card>
          ))}
        </Flex>
      </section>
    ));
  };

  return (
    <>
      <PageHeader icon={<FormOutlined />} title={tg('labels.midterms')} subtitle={t('midterms.subtitle')} />
      <Flex vertical gap="large">
        {content()}
      </Flex>
    </>
  );
}
