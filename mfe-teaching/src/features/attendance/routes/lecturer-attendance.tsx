// /lecturer/attendance/: choose a date and a class (that day's classes first; ?sectionId= preselects), mark the
// roster (several students at once, all present, or one by one) and see the matrix. Marks go through the browser's
// queue, so nothing is lost offline; ?date, ?sectionId and ?tab keep the choice in the address.
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Tabs from 'antd/es/tabs';
import { CheckSquareOutlined } from '@ant-design/icons';
import { ErrorPanel, PageHeader, attendanceErrorText, useAttendanceTranslation } from '@campus/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { lecturerSectionsQuery } from '../api/attendance.js';
import { useMarkQueue } from '../api/use-mark-queue.js';
import { ClassPicker, useSectionLabel } from '../components/class-picker.js';
import { today } from '../components/dates.js';
import { MatrixPanel } from '../components/matrix-panel.js';
import { RosterPanel } from '../components/roster-panel.js';
import { FailedChanges, PendingLine } from '../components/sync-status.js';

type Tab = 'roster' | 'matrix';

export default function LecturerAttendance() {
  const { t } = useTranslation('teaching');
  const { t: ta } = useAttendanceTranslation();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? today();
  const tab: Tab = params.get('tab') === 'matrix' ? 'matrix' : 'roster';
  const sections = useQuery(lecturerSectionsQuery(date));
  const queue = useMarkQueue();
  const label = useSectionLabel();
  const sectionId = params.get('sectionId') ?? sections.data?.find((section) => section.sessionsOnDate.length > 0)?.sectionId;
  const section = sections.data?.find((candidate) => candidate.sectionId === sectionId);

  const choose = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const content = () => {
    if (sections.isError) {
      return <ErrorPanel title={t('attendance.sectionsLoadFailed')} message={attendanceErrorText(ta, sections.error)} onRetry={() => void sections.refetch()} retrying={sections.isFetching} />;
    }
    if (sections.data?.length === 0) return <Empty description={t('attendance.noSections')} />;
    if (!sectionId) return sections.isPending ? null : <Empty description={t('attendance.chooseSection')} />;
    return (
      <Card size="small" title={section ? <span style={{ whiteSpace: 'normal' }}>{label(section)}</span> : undefined}>
        <Tabs
          activeKey={tab}
          onChange={(key) => choose({ tab: key })}
          items={[
            {
              key: 'roster',
              label: t('attendance.tabs.roster'),
              children: <RosterPanel key={`${sectionId}:${date}`} sectionId={sectionId} date={date} queue={queue} onDate={(day) => choose({ date: day })} />,
            },
            {
              key: 'matrix',
              label: t('attendance.tabs.matrix'),
              children: (
                <Flex vertical gap="middle">
                  {tab === 'matrix' ? <PendingLine queue={queue} /> : null}
                  <MatrixPanel key={sectionId} sectionId={sectionId} />
                </Flex>
              ),
            },
          ]}
        />
      </Card>
    );
  };

  return (
    <>
      <PageHeader icon={<CheckSquareOutlined />} title={t('attendance.title')} subtitle={t('attendance.subtitle')} />
      <Flex vertical gap="middle">
        <ClassPicker
          date={date}
          sectionId={sectionId}
          sections={sections.data}
          loading={sections.isPending}
          onDate={(day) => choose({ date: day })}
          onSection={(id) => choose({ sectionId: id })}
        />
        <FailedChanges queue={queue} />
        {content()}
      </Flex>
    </>
  );
}
