// /lecturer/midterms/:sectionId/:midtermNumber: the grade sheet and, under it, the publish flow. Edits are kept in
// the page until saved: Save sends only the changed rows with the version the sheet was read at; when someone else
// saved in between (409 SHEET_CHANGED) nothing was written, and Reload loads their grades while the lecturer's own
// edits stay, highlighted and counted, to be saved again. Leaving with unsaved edits asks first.
import Alert from 'antd/es/alert';
import Breadcrumb from 'antd/es/breadcrumb';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { FormOutlined, ReloadOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { ErrorPanel, MidtermStatusTag, PageHeader, gradingErrorText, hasRole, isApiError, useAuthStore, useDateFormat, useGradingTranslation, useLeaveGuard, useLocalized } from '@campus/shared-ui';
import type { MidtermSheet as Sheet } from '@campus/contracts/grading';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { midtermKeys, saveGrades, sheetQuery } from '../api/midterms.js';
import { GradeTable } from '../components/grade-table.js';
import { MIDTERMS_HOME, subjectPath } from '../components/midterm-links.js';
import { PublishPanel } from '../components/publish-panel.js';
import { parseScore, rowStates } from '../components/scores.js';

/** The shell's bottom navigation on a phone (shell: BOTTOM_NAV_HEIGHT); the save bar stays above it. */
const BOTTOM_NAV_ROOM = 'calc(60px + env(safe-area-inset-bottom, 0px))';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Notice = { kind: 'nothing' } | { kind: 'saved'; count: number } | { kind: 'invalid'; count: number } | { kind: 'reloaded'; count: number };

function SheetWorkspace({ sheet, refetching, onReload }: { sheet: Sheet; refetching: boolean; onReload: () => Promise<unknown> }) {
  const { t } = useTranslation('teaching');
  const { t: tg } = useGradingTranslation();
  const { formatDateTime } = useDateFormat();
  const queryClient = useQueryClient();
  const user = useAuthStore((state) => state.user);
  const boundsHintId = useId();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const rows = useMemo(() => rowStates(sheet, edits), [sheet, edits]);
  const changed = rows.filter((row) => row.changed);
  useLeaveGuard(changed.length > 0, { title: t('midterms.leave.title'), message: t('midterms.leave.message'), ok: t('midterms.leave.ok'), cancel: t('midterms.leave.cancel') });

  const save = useMutation({
    mutationFn: () =>
      saveGrades(sheet.section.sectionId, sheet.number, {
        version: sheet.version,
        grades: changed.map((row) => ({ studentId: row.entry.studentId, score: (parseScore(row.text, sheet.bounds) as { score: number | null }).score })),
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(midtermKeys.sheet(sheet.section.sectionId, sheet.number), result);
      // The save's answer does not carry the code state (a save voids a code sent before it): read the sheet again.
      void queryClient.invalidateQueries({ queryKey: midtermKeys.root });
      setNotice({ kind: 'saved', count: changed.length });
      setEdits({});
    },
  });
  const conflict = isApiError(save.error) && save.error.code === 'SHEET_CHANGED';

  const onSave = () => {
    save.reset();
    if (changed.length === 0) return setNotice({ kind: 'nothing' });
    const invalid = changed.filter((row) => row.invalid).length;
    if (invalid > 0) return setNotice({ kind: 'invalid', count: invalid });
    setNotice(null);
    save.mutate();
  };
  const edit = (studentId: string, text: string) => {
    setEdits((current) => ({ ...current, [studentId]: text }));
    // A notice about the last save or check no longer describes the sheet; a conflict stays until reloaded.
    if (notice?.kind !== 'reloaded') setNotice(null);
  };
  const reload = async () => {
    await onReload();
    save.reset();
    setNotice({ kind: 'reloaded', count: changed.length });
  };
  // The publish flow is the section's lecturer's alone (the sheet carries their code state once saved); an admin may
  // save but not publish.
  const lecturer = sheet.code !== null || hasRole(user, 'lecturer');
  const screens = Grid.useBreakpoint();

  return (
    <Flex vertical gap="middle">
      <Card
        size="small"
        title={
          <Flex gap="small" wrap align="center" style={{ whiteSpace: 'normal' }}>
            <span>{tg('labels.midterm', { number: sheet.number })}</span>
            <MidtermStatusTag status={sheet.status} />
          </Flex>
        }
      >
        <Flex vertical gap="middle">
          <Flex gap="middle" wrap>
            <Typography.Text type="secondary" id={boundsHintId}>
              {t('midterms.bounds', sheet.bounds)}
            </Typography.Text>
            {sheet.lastSavedAt ? <Typography.Text type="secondary">{t('midterms.sheet.lastSaved', { date: formatDateTime(sheet.lastSavedAt) })}</Typography.Text> : null}
          </Flex>
          <Typography.Text type="secondary">{t('midterms.sheet.keyboardHint')}</Typography.Text>
          <GradeTable sheet={sheet} rows={rows} boundsHintId={boundsHintId} onChange={edit} />
        </Flex>
      </Card>

      <Card
        size="small"
        style={{ position: 'sticky', bottom: screens.md ? 0 : BOTTOM_NAV_ROOM, zIndex: 2 }}
        styles={{ body: { padding: '8px 12px' } }}
        role="region"
        aria-label={t('midterms.sheet.saveBar')}
      >
        <Flex vertical gap="small">
          {notice?.kind === 'nothing' ? <Alert type="info" showIcon title={tg('messages.nothingToSave')} /> : null}
          {notice?.kind === 'saved' ? <Alert type="success" showIcon title={t('midterms.sheet.saved', { count: notice.count })} /> : null}
          {notice?.kind === 'invalid' ? <Alert type="error" showIcon title={tg('messages.saveFailed')} description={t('midterms.sheet.fixInvalid', { count: notice.count, ...sheet.bounds })} /> : null}
          {notice?.kind === 'reloaded' ? <Alert type="info" showIcon title={t('midterms.sheet.reloaded', { count: notice.count })} /> : null}
          {save.isError ? (
            <Alert
              type={conflict ? 'warning' : 'error'}
              showIcon
              title={tg('messages.saveFailed')}
              description={
                conflict ? (
                  // The action below the words, not beside them: on a phone a side button squeezes the text.
                  <Flex vertical gap="small" align="flex-start">
                    <span>{`${gradingErrorText(tg, save.error)} ${t('midterms.sheet.conflictKeeps', { count: changed.length })}`}</span>
                    <Button icon={<ReloadOutlined />} loading={refetching} onClick={() => void reload()}>
                      {t('midterms.sheet.reload')}
                    </Button>
                  </Flex>
                ) : (
                  gradingErrorText(tg, save.error)
                )
              }
            />
          ) : null}
          <Flex gap="middle" wrap align="center" justify="space-between">
            <Typography.Text strong={changed.length > 0} role="status">
              {changed.length > 0 ? t('midterms.sheet.unsavedCount', { count: changed.length }) : t('midterms.sheet.allSaved')}
            </Typography.Text>
            <Flex gap="small" wrap>
              <Button icon={<UndoOutlined />} disabled={changed.length === 0 || save.isPending} onClick={() => setEdits({})}>
                {t('midterms.sheet.discard')}
              </Button>
              <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={onSave}>
                {t('midterms.sheet.save')}
              </Button>
            </Flex>
          </Flex>
        </Flex>
      </Card>

      {lecturer ? <PublishPanel sheet={sheet} unsaved={changed.length} onActivity={() => setNotice(null)} /> : null}
    </Flex>
  );
}

export default function MidtermSheet() {
  const { sectionId = '', midtermNumber = '' } = useParams();
  const { t } = useTranslation('teaching');
  const { t: tg } = useGradingTranslation();
  const localized = useLocalized();
  const number = Number(midtermNumber);
  const valid = UUID.test(sectionId) && Number.isInteger(number) && number >= 1;
  const sheet = useQuery({ ...sheetQuery(sectionId, number), enabled: valid });
  const section = sheet.data?.section;
  const title = section ? t('assignment.name', { code: section.courseCode, name: localized(section.courseName) }) : tg('labels.midterms');

  const content = () => {
    if (!valid) return <ErrorPanel title={t('midterms.sheet.loadFailed')} message={tg('errors.MIDTERM_NOT_FOUND')} />;
    if (sheet.isError) {
      return <ErrorPanel title={t('midterms.sheet.loadFailed')} message={gradingErrorText(tg, sheet.error)} onRetry={() => void sheet.refetch()} retrying={sheet.isFetching} />;
    }
    if (sheet.isPending) return <Skeleton active />;
    return <SheetWorkspace key={`${sectionId}:${number}`} sheet={sheet.data} refetching={sheet.isFetching} onReload={() => sheet.refetch()} />;
  };

  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to={MIDTERMS_HOME}>{tg('labels.midterms')}</Link> },
          ...(section ? [{ title: <Link to={subjectPath(section.courseId)}>{section.courseCode}</Link> }] : []),
          { title: tg('labels.midterm', { number: midtermNumber }) },
        ]}
      />
      <PageHeader
        icon={<FormOutlined />}
        title={title}
        subtitle={section ? t('assignment.section', { number: section.sectionNumber, period: section.periodName }) : undefined}
      />
      {content()}
    </>
  );
}
