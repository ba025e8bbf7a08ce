// What an area decides itself (/deans-office/settings, /department/settings): the pass mark, the examination board's
// at-risk rules and the default term. The dean's office edits its faculty's and, per department, an override or "as
// the faculty"; a chair their department's. The server keeps each to their units and checks the values.
// Loaded only through area-settings.tsx, so no other page downloads it.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import List from 'antd/es/list';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ArrowLeftOutlined, ControlOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SETTINGS_PATH, SETTINGS_UNITS_PATH, type AreaSettings, type AreaSettingsChange, type ManagedUnits } from '@campus/contracts/grading';
import { api } from '../api/client.js';
import { isApiError } from '../api/api-error.js';
import { ErrorPanel } from '../components/error-panel.js';
import { PageHeader } from '../components/page-header.js';
import { periodOptions } from '../components/period-screen.js';
import { useToast } from '../components/toast.js';
import { useLanguage } from '../i18n/i18n.js';
import { useLocalized } from '../i18n/localized.js';
import { academicPeriodsQuery } from '../grading/overview/periods.js';
import { gradingErrorText } from '../grading/midterm-status.js';
import { useGradingTranslation } from '../grading/i18n/index.js';

type Unit = { facultyId: string } | { departmentId: string };
const unitQuery = (unit: Unit) => ('facultyId' in unit ? `facultyId=${unit.facultyId}` : `departmentId=${unit.departmentId}`);
const ROOT = ['grading', 'area-settings'] as const;
/** A unit's name wraps on a phone instead of being cut off. */
const WRAP = { header: { paddingBlock: 12 }, title: { whiteSpace: 'normal' as const } };

interface Values {
  mode: 'own' | 'inherit';
  passMark: number;
  failingSubjects: number;
  absencePercent: number;
  defaultPeriodId: string | null;
}

function SettingsForm({ unit, isDepartment }: { unit: Unit; isDepartment: boolean }) {
  const { t } = useGradingTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const language = useLanguage();
  const key = [...ROOT, unitQuery(unit)];
  const settings = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<AreaSettings>(`${SETTINGS_PATH}?${unitQuery(unit)}`, { signal }) });
  const periods = useQuery(academicPeriodsQuery);
  const mode = Form.useWatch('mode', form);
  const save = useMutation({
    mutationFn: (body: AreaSettingsChange) => api.put<AreaSettings>(`${SETTINGS_PATH}?${unitQuery(unit)}`, body),
    onSuccess: (answer) => {
      client.setQueryData(key, answer);
      void client.invalidateQueries({ queryKey: ROOT });
      toast.success(t('settings.saved'));
    },
    onError: (error) => toast.error(isApiError(error) && error.code?.startsWith('SETTINGS_') ? t(`errors.${error.code}`, { ...(error.details as object), defaultValue: error.message }) : gradingErrorText(t, error)),
  });
  const data = settings.data;
  useEffect(() => {
    if (!data) return;
    const values = data.own ?? data.effective;
    form.setFieldsValue({ mode: data.own ? 'own' : 'inherit', passMark: values.passMark, failingSubjects: values.failingSubjects, absencePercent: Math.round(values.absenceShare * 1000) / 10, defaultPeriodId: values.defaultPeriodId });
  }, [data, form]);
  if (settings.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (settings.isError) return <ErrorPanel title={t('settings.loadFailed')} message={gradingErrorText(t, settings.error)} onRetry={() => void settings.refetch()} retrying={settings.isRefetching} />;
  const { min, max, step } = settings.data.defaults;
  const inherit = isDepartment && mode === 'inherit';
  const source = { department: t('settings.sourceDepartment'), faculty: t('settings.sourceFaculty'), default: t('settings.sourceDefault') }[settings.data.effective.source];
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      disabled={save.isPending}
      onFinish={(values) => save.mutate({ passMark: values.passMark, failingSubjects: values.failingSubjects, absenceShare: Math.round(values.absencePercent * 10) / 1000, defaultPeriodId: values.defaultPeriodId ?? null, ...(isDepartment && values.mode === 'inherit' ? { inherit: true } : {}) })}
    >
      <Typography.Paragraph type="secondary" data-testid="settings-source">
        {source}
        {settings.data.own ? ` · ${t('settings.updated', { at: new Date(settings.data.own.updatedAt).toLocaleString(language) })}` : ''}
      </Typography.Paragraph>
      {isDepartment ? (
        <Form.Item name="mode" label={t('settings.mode')}>
          <Radio.Group options={[{ value: 'inherit', label: t('settings.asFaculty') }, { value: 'own', label: t('settings.own') }]} />
        </Form.Item>
      ) : null}
      <Form.Item name="passMark" label={t('settings.passMark')} extra={t('settings.passMarkHelp', { min, max, step })} rules={[{ required: true }]}>
        <InputNumber min={min} max={max} step={step} disabled={inherit} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="failingSubjects" label={t('settings.failingSubjects')} extra={t('settings.failingSubjectsHelp')} rules={[{ required: true }]}>
        <InputNumber min={0} max={20} step={1} precision={0} disabled={inherit} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="absencePercent" label={t('settings.absenceShare')} extra={t('settings.absenceShareHelp')} rules={[{ required: true }]}>
        <InputNumber min={0} max={100} step={1} disabled={inherit} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="defaultPeriodId" label={t('settings.defaultPeriod')} extra={t('settings.defaultPeriodHelp')}>
        <Select
          disabled={inherit}
          loading={periods.isPending}
          options={[{ value: null as unknown as string, label: t('settings.activePeriod') }, ...periodOptions(periods.data ?? [], (name) => name)]}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}

export default function AreaSettingsPage({ scope }: { scope: 'faculty' | 'department' }) {
  const { t } = useGradingTranslation();
  const localized = useLocalized();
  const units = useQuery({ queryKey: [...ROOT, 'units'], queryFn: ({ signal }) => api.get<{ data: ManagedUnits }>(SETTINGS_UNITS_PATH, { signal }).then((answer) => answer.data) });
  const [chosen, setChosen] = useState<string>();
  const [department, setDepartment] = useState<string>();
  const choices = scope === 'faculty' ? (units.data?.faculties ?? []) : (units.data?.departments ?? []);
  const unitId = chosen ?? choices[0]?.id;
  const faculty = useQuery({ queryKey: [...ROOT, `facultyId=${unitId}`], queryFn: ({ signal }) => api.get<AreaSettings>(`${SETTINGS_PATH}?facultyId=${unitId}`, { signal }), enabled: scope === 'faculty' && !!unitId });
  const header = <PageHeader icon={<ControlOutlined />} title={t('settings.title')} subtitle={scope === 'faculty' ? t('settings.facultySubtitle') : t('settings.departmentSubtitle')} />;
  if (units.isPending) return <>{header}<Skeleton active paragraph={{ rows: 6 }} /></>;
  if (units.isError) return <>{header}<ErrorPanel title={t('settings.loadFailed')} message={gradingErrorText(t, units.error)} onRetry={() => void units.refetch()} retrying={units.isRefetching} /></>;
  if (!unitId) return <>{header}<Typography.Paragraph>{t('settings.noUnits')}</Typography.Paragraph></>;
  const picker = choices.length > 1 ? (
    <Select aria-label={scope === 'faculty' ? t('settings.faculty') : t('settings.department')} value={unitId} onChange={(value) => { setChosen(value); setDepartment(undefined); }} options={choices.map((one) => ({ value: one.id, label: localized(one.name) }))} style={{ minWidth: 240, maxWidth: '100%', marginBottom: 16 }} />
  ) : null;
  if (scope === 'department') {
    return (
      <>
        {header}
        {picker}
        <Card styles={WRAP} title={localized(choices.find((one) => one.id === unitId)?.name)}>
          <SettingsForm key={unitId} unit={{ departmentId: unitId }} isDepartment />
        </Card>
      </>
    );
  }
  const departmentName = (id: string) => localized(units.data.departments.find((one) => one.id === id)?.name);
  return (
    <>
      {header}
      {picker}
      {department ? (
        <Card styles={WRAP} title={departmentName(department)} extra={<Button icon={<ArrowLeftOutlined />} onClick={() => setDepartment(undefined)}>{t('settings.back')}</Button>}>
          <SettingsForm key={department} unit={{ departmentId: department }} isDepartment />
        </Card>
      ) : (
        <Flex vertical gap="large">
          <Card styles={WRAP} title={localized(choices.find((one) => one.id === unitId)?.name)}>
            <SettingsForm key={unitId} unit={{ facultyId: unitId }} isDepartment={false} />
          </Card>
          <Card styles={WRAP} title={t('settings.departments')}>
            <List
              loading={faculty.isPending}
              dataSource={faculty.data?.departments ?? []}
              renderItem={(row) => (
                <List.Item actions={[<Button key="edit" onClick={() => setDepartment(row.departmentId)} aria-label={`${t('settings.edit')}: ${localized(row.name)}`}>{t('settings.edit')}</Button>]}>
                  <List.Item.Meta
                    title={localized(row.name)}
                    description={row.own ? t('settings.ownSummary', { passMark: row.own.passMark, failingSubjects: row.own.failingSubjects, share: Math.round(row.own.absenceShare * 1000) / 10 }) : <Tag>{t('settings.asFacultyTag')}</Tag>}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Flex>
      )}
    </>
  );
}
