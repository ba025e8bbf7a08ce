// One survey's results (/admin/surveys/:id/results, and an evaluation's from the evaluations screens): the response
// rate, then per question a bar chart of counts and percentages (with its screen-reader table), the mean ± standard
// deviation of a scale, text answers listed (searchable when many); while fewer than the threshold answered, a clear
// "withheld" state and no figures. CSV built here (BOM, formula cells escaped by contracts' toCsv) and the server's
// PDF in the reader's language. Loaded only through results.tsx.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Progress from 'antd/es/progress';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { ArrowLeftOutlined, BarChartOutlined, FilePdfOutlined, FileTextOutlined, LockOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { SURVEYS_PATHS, type QuestionResult, type SurveyResults, type SurveyText } from '@campus/contracts/surveys';
import { toCsv } from '@campus/contracts/imports';
import { BarChart } from '../../charts/charts.js';
import { ErrorPanel } from '../../components/error-panel.js';
import { PageHeader } from '../../components/page-header.js';
import { useToast } from '../../components/toast.js';
import { useLanguage } from '../../i18n/i18n.js';
import { downloadText } from '../../imports/import-rows.js';
import { surveysErrorText, useSurveysTranslation } from '../i18n/index.js';
import { useResultsTranslation } from './i18n/index.js';
import { downloadPdf, fileNamePart, surveyResultsQuery } from './results-api.js';

/** More text answers than this get a search box and pages. */
const SEARCHABLE_FROM = 8;

type TextOf = (text: SurveyText | undefined) => string;

const isScale = (question: QuestionResult) => question.kind === 'agreement' || question.kind === 'rating';
const isText = (question: QuestionResult) => question.kind === 'short_text' || question.kind === 'long_text';
const barLabel = (bar: QuestionResult['bars'][number], textOf: TextOf) => (bar.text ? textOf(bar.text) : bar.key);

/** Every figure as CSV rows: one per option or scale value, one per text answer, the scale's mean beside each value. */
function resultsCsv(results: SurveyResults, t: TFunction, tk: TFunction, textOf: TextOf): string {
  const c = (key: string) => t(`csv.${key}`);
  const headers = [c('question'), c('kind'), c('answered'), c('answer'), c('count'), c('percent'), c('mean'), c('deviation')];
  const rows = results.questions.flatMap((question) => {
    const base = { [headers[0]!]: textOf(question.text), [headers[1]!]: tk(`questionKind.${question.kind}`), [headers[2]!]: question.answered };
    const scale = { [headers[6]!]: question.mean, [headers[7]!]: question.deviation };
    if (isText(question)) return question.texts.map((text) => ({ ...base, [headers[3]!]: text }));
    return question.bars.map((bar) => ({ ...base, [headers[3]!]: barLabel(bar, textOf), [headers[4]!]: bar.count, [headers[5]!]: bar.percent, ...scale }));
  });
  return toCsv(headers, rows, { bom: true });
}

function TextAnswers({ texts }: { texts: string[] }) {
  const { t } = useResultsTranslation();
  const [search, setSearch] = useState('');
  const many = texts.length >= SEARCHABLE_FROM;
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? texts.filter((text) => text.toLocaleLowerCase().includes(needle)) : texts;
  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">{t('textAnswers', { count: texts.length })}</Typography.Text>
      {many ? <Input.Search allowClear aria-label={t('searchAnswers')} placeholder={t('searchAnswers')} value={search} onChange={(event) => setSearch(event.target.value)} style={{ maxWidth: 360 }} /> : null}
      <List
        size="small"
        bordered
        dataSource={shown}
        locale={{ emptyText: needle ? t('noMatches') : t('noAnswers') }}
        pagination={shown.length > 20 ? { pageSize: 20, size: 'small', showSizeChanger: false } : false}
        renderItem={(text) => (
          <List.Item>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography.Paragraph>
          </List.Item>
        )}
      />
    </Flex>
  );
}

function QuestionCard({ question, index, textOf, wide }: { question: QuestionResult; index: number; textOf: TextOf; wide: boolean }) {
  const { t } = useResultsTranslation();
  const title = `${index + 1}. ${textOf(question.text)}`;
  // Choices read better lying along the side (long texts); a scale's values stand upright on a wide screen.
  const horizontal = !isScale(question) || !wide;
  const data = question.bars.map((bar) => {
    const label = barLabel(bar, textOf);
    return { label: label.length > 28 ? `${label.slice(0, 27)}…` : label, title: `${label}: ${bar.count} (${bar.percent}%)`, value: bar.count };
  });
  return (
    <Card size="small" title={<span style={{ whiteSpace: 'normal' }}>{title}</span>} extra={<Typography.Text type="secondary">{t('answered', { count: question.answered })}</Typography.Text>}>
      {isText(question) ? (
        <TextAnswers texts={question.texts} />
      ) : question.answered === 0 ? (
        <Typography.Text type="secondary">{t('noAnswers')}</Typography.Text>
      ) : (
        <Flex vertical gap="small">
          {question.mean !== null ? (
            <Typography.Text strong>{t('meanDeviation', { mean: question.mean.toFixed(2), deviation: (question.deviation ?? 0).toFixed(2) })}</Typography.Text>
          ) : null}
          <BarChart data={data} label={title} valueLabel={t('count')} horizontal={horizontal} height={horizontal ? Math.max(140, data.length * 30 + 40) : 220} />
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {question.bars.map((bar) => `${barLabel(bar, textOf)}: ${bar.percent}%`).join(' · ')}
          </Typography.Text>
        </Flex>
      )}
    </Card>
  );
}

export interface SurveyResultsPageProps {
  /** Where "Back" leads (the list the reader came from). */
  backPath: string;
}

export default function SurveyResultsPage({ backPath }: SurveyResultsPageProps) {
  const { t } = useResultsTranslation();
  const { t: tk } = useSurveysTranslation();
  const language = useLanguage();
  const toast = useToast();
  const wide = Grid.useBreakpoint().md ?? true;
  const { id = '' } = useParams();
  const answer = useQuery(surveyResultsQuery(id));
  const textOf: TextOf = (text) => (text ? text[language] || text.hy : '');
  const title = answer.data ? textOf(answer.data.title) : t('title');
  const fileName = (extension: string) => `${fileNamePart(title)}.${extension}`;
  const pdf = useMutation({ mutationFn: () => downloadPdf(SURVEYS_PATHS.resultsPdf(id), {}, language, fileName('pdf')), onError: () => toast.error(t('exportFailed')) });
  const back = (
    <Link to={backPath}>
      <ArrowLeftOutlined /> {t('back')}
    </Link>
  );
  if (answer.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (answer.isError) {
    return (
      <Flex vertical gap="middle">
        {back}
        <ErrorPanel title={t('loadFailed')} message={surveysErrorText(tk, answer.error)} onRetry={() => void answer.refetch()} retrying={answer.isRefetching} />
      </Flex>
    );
  }
  const results = answer.data;
  const evaluation = results.evaluation;
  return (
    <Flex vertical gap="middle">
      {back}
      <PageHeader
        icon={<BarChartOutlined />}
        title={title}
        subtitle={t('title')}
        extra={
          <>
            <Button icon={<FileTextOutlined />} aria-label={t('downloadCsvLabel')} disabled={results.withheld} onClick={() => downloadText(fileName('csv'), resultsCsv(results, t, tk, textOf))}>
              {t('downloadCsv')}
            </Button>
            <Button icon={<FilePdfOutlined />} aria-label={t('downloadPdfLabel')} loading={pdf.isPending} onClick={() => pdf.mutate()}>
              {t('downloadPdf')}
            </Button>
          </>
        }
      />
      <Card size="small">
        <Flex gap="large" wrap align="center">
          <Progress type="circle" size={88} percent={Math.min(100, results.responseRate)} format={() => `${results.responseRate}%`} aria-label={t('responseRate')} />
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, md: 3 }}
            style={{ flex: '1 1 240px' }}
            items={[
              { key: 'responses', label: t('responses'), children: t('responsesOf', { responses: results.responses, audience: results.audienceSize }) },
              { key: 'rate', label: t('responseRate'), children: `${results.responseRate}%` },
              ...(evaluation
                ? [
                    { key: 'course', label: t('course'), children: `${evaluation.courseCode} — ${textOf(evaluation.courseName)}` },
                    { key: 'section', label: t('section'), children: evaluation.sectionName },
                    { key: 'lecturer', label: t('lecturer'), children: evaluation.lecturerName ?? t('noLecturer') },
                  ]
                : []),
            ]}
          />
        </Flex>
      </Card>
      {results.withheld ? (
        <Alert type="info" showIcon icon={<LockOutlined />} title={t('withheldTitle')} description={t('withheld', { min: results.minResponses, count: results.responses })} />
      ) : (
        results.questions.map((question, index) => <QuestionCard key={question.questionId} question={question} index={index} textOf={textOf} wide={wide} />)
      )}
    </Flex>
  );
}
