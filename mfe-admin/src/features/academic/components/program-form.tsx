// Create or edit a study program: code, names, level, duration (1–8 years), department, active.
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { ACADEMIC_LEVELS, BOUNDS, type AcademicLevel, type Program } from '@campus/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.js';
import { useSaveProgram } from '../api/programs.js';
import { DepartmentSelect } from '../../../lib/department-select.js';
import { NameFields, toLocalizedName, type NameValues } from '@campus/shared-ui';

interface Values extends NameValues {
  code: string;
  level: AcademicLevel;
  durationYears: number;
  departmentId: string;
  description?: string;
  isActive: boolean;
}

export function ProgramForm({ open, program, onClose }: { open: boolean; program?: Program; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Values>();
  const save = useSaveProgram();
  const feedback = useFeedback();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      program
        ? {
            code: program.code,
            nameHy: program.name.hy,
            nameEn: program.name.en,
            nameRu: program.name.ru,
            level: program.level,
            durationYears: program.durationYears,
            departmentId: program.departmentId,
            description: program.description ?? undefined,
            isActive: program.isActive,
          }
        : { level: 'undergraduate', durationYears: 4, isActive: true },
    );
  }, [open, program, form]);

  const submit = async (values: Values) => {
    const body = {
      code: values.code.trim(),
      name: toLocalizedName(values),
      level: values.level,
      durationYears: values.durationYears,
      departmentId: values.departmentId,
      description: values.description?.trim() || null,
      isActive: values.isActive,
    };
    try {
      await save.mutateAsync(program ? { kind: 'update', id: program.id, body } : { kind: 'create', body });
      feedback.success(t(program ? 'programs.updated' : 'programs.created', { code: body.code }));
      onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Modal
      open={open}
      title={program ? t('programs.editTitle') : t('programs.createTitle')}
      okText={program ? t('actions.save') : t('actions.create')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={640}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" requiredMark="optional" onFinish={submit} style={{ marginTop: 16 }} scrollToFirstError>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="code" label={t('programs.fields.code')} rules={[{ required: true, whitespace: true, message: t('validation.programCode') }]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item name="departmentId" label={t('fields.department')} rules={[{ required: true, message: t('validation.department') }]}>
              <DepartmentSelect />
            </Form.Item>
          </Col>
        </Row>
        <NameFields requiredMessage={t('validation.programName')} />
        <Row gutter={16}>
          <Col xs={24} sm={10}>
            <Form.Item name="level" label={t('programs.fields.level')} rules={[{ required: true }]}>
              <Select options={ACADEMIC_LEVELS.map((value) => ({ value, label: t(`academicLevel.${value}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item
              name="durationYears"
              label={t('programs.fields.durationYears')}
              rules={[
                { required: true, message: t('validation.durationYears') },
                { type: 'integer', min: BOUNDS.durationYears.min, max: BOUNDS.durationYears.max, message: t('validation.durationYears') },
              ]}
            >
              <InputNumber min={BOUNDS.durationYears.min} max={BOUNDS.durationYears.max} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="isActive" label={t('programs.fields.isActive')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t('fields.description')}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
