// /deans-office/programs/add: a new study program of the faculty.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import { ArrowLeftOutlined, SolutionOutlined } from '@ant-design/icons';
import { NEW_PROGRAM, PageHeader, ProgramFields, toProgramBody, useFeedback, useProgramsTranslation, useSaveProgram, type ProgramValues } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';

export default function ProgramAddScreen() {
  const { t } = useTranslation('deans-office');
  const programs = useProgramsTranslation();
  const [form] = Form.useForm<ProgramValues>();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const scope = useFacultyScope();
  const save = useSaveProgram();

  const submit = async (values: ProgramValues) => {
    const body = toProgramBody(values);
    try {
      await save.mutateAsync({ body });
      feedback.success(programs.t('created', { code: body.code }));
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
        <Form<ProgramValues> form={form} layout="vertical" requiredMark="optional" onFinish={submit} initialValues={NEW_PROGRAM}>
          <ProgramFields scope={{ facultyId: scope.facultyId }} />
          <Flex gap="small" justify="flex-end">
            <Button onClick={() => form.resetFields()}>{t('actions.reset')}</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('programs.create')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
