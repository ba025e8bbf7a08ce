// The generator's form: a size preset (or custom counts), the seed, and outside demo mode the university's name typed
// to confirm. The server checks all of it again.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import { ExperimentOutlined } from '@ant-design/icons';
import { GENERATOR_LIMITS, GENERATOR_PRESET_NAMES, GENERATOR_PRESETS, type GeneratorInfo, type GeneratorPresetName, type GeneratorSize } from '@campus/contracts/organizational';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartRun } from '../api/generator.js';
import { useGeneratorFeedback } from './feedback.js';

const SIZE_FIELDS = ['faculties', 'departments', 'programs', 'lecturers', 'students', 'subjects'] as const satisfies readonly (keyof GeneratorSize)[];
type Preset = GeneratorPresetName | 'custom';
type Values = GeneratorSize & { seed: number; confirmName?: string };

export function GenerateCard({ info, busy }: { info: GeneratorInfo; busy: boolean }) {
  const { t } = useTranslation('admin');
  const feedback = useGeneratorFeedback();
  const start = useStartRun();
  const [form] = Form.useForm<Values>();
  const [preset, setPreset] = useState<Preset>('small');

  const choosePreset = (next: Preset) => {
    setPreset(next);
    if (next !== 'custom') form.setFieldsValue(GENERATOR_PRESETS[next]);
  };
  const submit = async (values: Values) => {
    const size = Object.fromEntries(SIZE_FIELDS.map((field) => [field, values[field]])) as GeneratorSize;
    try {
      await start.mutateAsync({ seed: values.seed, size, ...(info.demo ? {} : { confirmName: values.confirmName ?? '' }) });
      feedback.success(t('testing.generate.started'));
    } catch (error) {
      feedback.failure(error);
    }
  };
  const sameName = (typed: string | undefined) => (typed ?? '').trim().toLocaleLowerCase() === info.universityName.trim().toLocaleLowerCase();

  return (
    <Card title={t('testing.generate.title')}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ ...GENERATOR_PRESETS.small, seed: 1 }}
        onValuesChange={(changed) => SIZE_FIELDS.some((field) => field in changed) && setPreset('custom')}
        onFinish={submit}
      >
        <Form.Item label={t('testing.generate.preset')}>
          <Radio.Group value={preset} onChange={(event) => choosePreset(event.target.value as Preset)} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {[...GENERATOR_PRESET_NAMES, 'custom' as const].map((name) => (
              <Radio key={name} value={name}>
                {t(`testing.generate.presets.${name}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Row gutter={16}>
          {SIZE_FIELDS.map((field) => (
            <Col key={field} xs={12} sm={8} lg={4}>
              <Form.Item name={field} label={t(`testing.generate.fields.${field}`)} rules={[{ required: true, type: 'integer', min: 1, max: GENERATOR_LIMITS[field] }]}>
                <InputNumber min={1} max={GENERATOR_LIMITS[field]} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={12} sm={8} lg={4}>
            <Form.Item name="seed" label={t('testing.generate.fields.seed')} tooltip={t('testing.generate.seedHint')} rules={[{ required: true, type: 'integer', min: 0, max: 2_147_483_647 }]}>
              <InputNumber min={0} max={2_147_483_647} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary">{t('testing.generate.marked', { domain: info.emailDomain })}</Typography.Paragraph>
        {!info.demo && (
          <>
            <Alert type="warning" showIcon message={t('testing.generate.demoOffTitle')} description={t('testing.generate.demoOff', { name: info.universityName })} style={{ marginBottom: 16 }} />
            <Form.Item
              name="confirmName"
              label={t('testing.generate.confirmName')}
              rules={[{ validator: async (_, value: string | undefined) => (sameName(value) ? undefined : Promise.reject(new Error(t('testing.generate.confirmMismatch', { name: info.universityName })))) }]}
            >
              <Input autoComplete="off" placeholder={info.universityName} />
            </Form.Item>
          </>
        )}
        {busy && <Typography.Paragraph type="secondary">{t('testing.generate.busy')}</Typography.Paragraph>}
        <Button type="primary" htmlType="submit" icon={<ExperimentOutlined />} loading={start.isPending} disabled={busy}>
          {t('testing.generate.submit')}
        </Button>
      </Form>
    </Card>
  );
}
