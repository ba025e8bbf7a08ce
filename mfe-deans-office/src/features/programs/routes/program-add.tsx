// /deans-office/programs/add: a new study program of the faculty.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import { ArrowLeftOutlined, SolutionOutlined } from '@ant-design/icons';
import { PageHeader, useFeedback } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';
import { useCreateProgram } from '../api/programs.js';
import { ProgramFields, toProgramBody, type ProgramFormValues } from '../components/program-fields.js';

export default function ProgramAddScreen() {
  const { t } = useTranslation('deans-office');
  const [form] = Form.useForm<ProgramFormValues>();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const scope = useFacultyScope();
  const create = useCreateProgram();

  const submit = async (values: ProgramFormValues) => {
    try {
      await create.mutateAsync(toProgramBody(values));
      feedback.success(t('programs.created', { name: values.nameHy.trim() }));
      navigate('/deans-office/programs');
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <>
      <PageHeader
        icon={<SolutionOutlined />}
        title={t('programs.addTitle')}
        subtitle={t('programs.addSubtitle')}
        extra={
          <>
            <FacultyPicker scope={scope} />
            <Link to="/deans-office/programs">
              <Button icon={<ArrowLeftOutlined />}>{t('programs.backToList')}</Button>
            </Link>
          </>
        }
      />
      <Card style={{ maxWidth: 720 }}>
        <Form<ProgramFormValues>
          form={form}
          layout="vertical"
          requiredMark="optional"
          onFinish={submit}
          initialValues={{ level: 'undergraduate', durationYears: 4, isActive: true }}
        >
          <ProgramFields facultyId={scope.facultyId} />
          <Flex gap="small" justify="flex-end">
            <Button onClick={() => form.resetFields()}>{t('actions.reset')}</Button>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t('programs.create')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
