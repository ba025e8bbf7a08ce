// /admin/academic-calendar: the administrator keeps each academic year's terms, exam sessions and holidays. The year
// shown is kept in the address (?year=); without one, the active year.
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { CalendarOutlined, CoffeeOutlined, FormOutlined, PlusOutlined } from '@ant-design/icons';
import type { AcademicPeriod, AcademicYear, CalendarEntry, CalendarEntryKind } from '@campus/contracts';
import { ErrorPanel, PageHeader } from '@campus/shared-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useErrorText } from '../../../lib/feedback.js';
import { useAcademicCalendar } from '../api/calendar.js';
import { DayRange } from '../components/day-range.js';
import { EntriesCard } from '../components/entries-card.js';
import { EntryDialog, type EntryDialogProps } from '../components/entry-dialog.js';
import { TermDialog, type TermDialogProps } from '../components/term-dialog.js';
import { TermsCard } from '../components/terms-card.js';
import { YearDialog } from '../components/year-dialog.js';
import { YearStrip } from '../components/year-strip.js';

export default function AcademicCalendarScreen() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [url, setUrl] = useSearchParams();
  const calendar = useAcademicCalendar(url.get('year') ?? undefined);
  const [creatingYear, setCreatingYear] = useState(false);
  const [term, setTerm] = useState<TermDialogProps['target']>(null);
  const [entry, setEntry] = useState<EntryDialogProps['target']>(null);
  const showYear = (id: string) => setUrl({ year: id }, { replace: true });

  const createYear = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreatingYear(true)}>
      {t('academicCalendar.years.create')}
    </Button>
  );
  const data = calendar.data;
  const year = data?.years.find((each) => each.id === data.academicYearId);

  const body = () => {
    if (calendar.isError) return <ErrorPanel title={t('academicCalendar.loadFailed')} message={errorText(calendar.error)} onRetry={() => void calendar.refetch()} retrying={calendar.isFetching} />;
    if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (!year) return <Empty description={t('academicCalendar.years.none')}>{t('academicCalendar.years.noneHint')}</Empty>;
    const entryCard = (kind: CalendarEntryKind, entries: CalendarEntry[], icon: ReactNode) => (
      <EntriesCard kind={kind} entries={entries} icon={icon} onAdd={() => setEntry({ kind, year })} onEdit={(edited) => setEntry({ kind, year, entry: edited })} />
    );
    return (
      <>
        <YearSummary years={data.years} year={year} onChoose={showYear} />
        <YearStrip year={year} calendar={data} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12} xxl={8}>
            <TermsCard year={year} onAdd={() => setTerm({ year })} onEdit={(edited: AcademicPeriod) => setTerm({ year, term: edited })} />
          </Col>
          <Col xs={24} lg={12} xxl={8}>
            {entryCard('exam_session', data.examSessions, <FormOutlined />)}
          </Col>
          <Col xs={24} lg={12} xxl={8}>
            {entryCard('holiday', data.holidays, <CoffeeOutlined />)}
          </Col>
        </Row>
      </>
    );
  };

  return (
    <>
      <PageHeader icon={<CalendarOutlined />} title={t('academicCalendar.title')} subtitle={t('academicCalendar.subtitle')} extra={createYear} />
      {body()}
      <YearDialog
        open={creatingYear}
        years={data?.years ?? []}
        onClose={() => setCreatingYear(false)}
        onCreated={showYear}
      />
      <TermDialog target={term} onClose={() => setTerm(null)} />
      <EntryDialog target={entry} onClose={() => setEntry(null)} />
    </>
  );
}

/** The year picker, whether the year shown is the active one, and its days. */
function YearSummary({ years, year, onChoose }: { years: AcademicYear[]; year: AcademicYear; onChoose: (id: string) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Flex gap="middle" align="center" wrap style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('academicCalendar.years.label')}
        value={year.id}
        onChange={onChoose}
        options={years.map((each) => ({ value: each.id, label: each.name }))}
        style={{ minWidth: 160 }}
        size="large"
      />
      {year.isActive ? <Tag color="processing">{t('academicCalendar.years.active')}</Tag> : null}
      <DayRange first={year.startsOn} last={year.endsOn} />
    </Flex>
  );
}
