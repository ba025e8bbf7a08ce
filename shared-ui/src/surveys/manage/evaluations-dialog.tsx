// The course-evaluation generator: from a template, one evaluation for every section of a term (optionally of one
// faculty or department), each about its course and lecturer, open between two moments, anonymous by default.
// Sections that already have one from this template are skipped and those without students get none; the answer
// counts all three, so running it again after new sections were added is safe and says so.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Statistic from 'antd/es/statistic';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GenerateEvaluationsBody } from '@campus/contracts/surveys';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useOrgOptions } from '../../academic/org-api.js';
import { academicPeriodsQuery } from '../../grading/overview/periods.js';
import { useLanguage } from '../../i18n/i18n.js';
import { useLocalized } from '../../i18n/localized.js';
import { generateEvaluations, surveyKeys, templatesQuery } from '../api.js';
import { surveysErrorText, useSurveysTranslation } from '../i18n/index.js';
import { fromLocalInput, toLocalInput } from './date-time-field.js';
import { useManageTranslation } from './i18n/index.js';
import { textIn } from './survey-draft.js';

interface Values {
  templateId?: string;
  academicPeriodId?: string;
  facultyId?: string;
  departmentId?: string;
  opensAt: string;
  closesAt: string;
  anonymous: boolean;
}

/** Opening now (to the minute) and closing two weeks later: a usual evaluation window. */
function defaultWindow() {
  const opens = dayjs().add(5, 'minute').second(0).millisecond(0);
  return { opensAt: toLocalInput(opens.toISOString()), closesAt: toLocalInput(opens.add(14, 'day').toISOString()) };
}

export function EvaluationsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useManageTranslation();
  const { t: ts } = useSurveysTranslation();
  const language = useLanguage();
  const localized = useLocalized();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const facultyId = Form.useWatch('facultyId', form);
  const templates = useQuery(templatesQuery);
  const periods = useQuery(academicPeriodsQuery);
  const faculties = useOrgOptions('faculties');
  const departments = useOrgOptions('departments', { facultyId });
  const active = periods.data?.find((period) => period.isActive);
  // The current term is the usual choice; it is known only once the periods have loaded.
  useEffect(() => {
    if (active && !form.getFieldValue('academicPeriodId')) form.setFieldValue('academicPeriodId', active.id);
  }, [active, form]);

  const generate = useMutation({
    mutationFn: (values: Values) => {
      const body: GenerateEvaluationsBody = {
        templateId: values.templateId!,
        academicPeriodId: values.academicPeriodId!,
        opensAt: fromLocalInput(values.opensAt)!,
        closesAt: fromLocalInput(values.closesAt)!,
        anonymous: values.anonymous,
        ...(values.facultyId ? { facultyId: values.facultyId } : {}),
        ...(values.departmentId ? { departmentId: values.departmentId } : {}),
      };
      return generateEvaluations(body);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: surveyKeys.root }),
  });

  const required = (message: string) => [{ required: true, message }];
  const result = generate.data;

  return (
    <Modal
      open
      title={t('evaluations.title')}
      onCancel={onClose}
      width={600}
      footer={
        result ? (
          <Button type="primary" onClick={onClose}>
            {t('evaluations.done')}
          </Button>
        ) : (
          <Flex gap="small" justify="flex-end" wrap>
            <Button onClick={onClose}>{t('confirm.cancel')}</Button>
            <Button type="primary" loading={generate.isPending} onClick={() => form.submit()}>
              {t('evaluations.generate')}
            </Button>
          </Flex>
        )
      }
    >
      {result ? (
        <Flex vertical gap="middle" role="status">
          <Alert type={result.created > 0 ? 'success' : 'info'} showIcon title={t('evaluations.result', { count: result.created })} />
          <Flex gap="large" wrap>
            <Statistic title={t('evaluations.created')} value={result.created} />
            <Statistic title={t('evaluations.skipped')} value={result.skipped} />
            <Statistic title={t('evaluations.empty')} value={result.empty} />
          </Flex>
          <Typography.Text type="secondary">{t('evaluations.resultHint')}</Typography.Text>
        </Flex>
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark
          initialValues={{ anonymous: true, ...defaultWindow() }}
          onFinish={(values) => generate.mutate(values)}
          onValuesChange={(changed: Partial<Values>) => {
            if ('facultyId' in changed) form.setFieldValue('departmentId', undefined);
          }}
        >
          <Typography.Paragraph type="secondary">{t('evaluations.intro')}</Typography.Paragraph>
          <Form.Item name="templateId" label={t('evaluations.template')} rules={required(t('evaluations.templateRequired'))}>
            <Select
              loading={templates.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              notFoundContent={templates.isError ? surveysErrorText(ts, templates.error) : t('evaluations.noTemplates')}
              options={(templates.data ?? []).map((template) => ({ value: template.id, label: textIn(template.title, language) || t('untitled') }))}
            />
          </Form.Item>
          <Form.Item name="academicPeriodId" label={t('evaluations.term')} rules={required(t('evaluations.termRequired'))}>
            <Select
              loading={periods.isPending}
              options={(periods.data ?? []).map((period) => ({ value: period.id, label: period.isActive ? t('evaluations.activeTerm', { name: period.name }) : period.name }))}
            />
          </Form.Item>
          <Flex gap="middle" wrap>
            <Form.Item name="facultyId" label={t('evaluations.faculty')} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Select allowClear placeholder={t('evaluations.allFaculties')} options={(faculties.data ?? []).map((row) => ({ value: row.id, label: localized(row.name) }))} />
            </Form.Item>
            <Form.Item name="departmentId" label={t('evaluations.department')} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Select allowClear placeholder={t('evaluations.allDepartments')} options={(departments.data ?? []).map((row) => ({ value: row.id, label: localized(row.name) }))} />
            </Form.Item>
          </Flex>
          <Flex gap="middle" wrap>
            <Form.Item name="opensAt" label={t('builder.opensAt')} rules={required(t('evaluations.timesRequired'))} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item name="closesAt" label={t('builder.closesAt')} rules={required(t('evaluations.timesRequired'))} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Input type="datetime-local" />
            </Form.Item>
          </Flex>
          <Form.Item name="anonymous" label={t('builder.anonymous')} valuePropName="checked" extra={t('builder.anonymousMeans')}>
            <Switch />
          </Form.Item>
          {generate.isError ? <Alert type="error" showIcon title={surveysErrorText(ts, generate.error)} /> : null}
        </Form>
      )}
    </Modal>
  );
}
