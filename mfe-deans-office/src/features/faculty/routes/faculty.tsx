// /deans-office/faculty: the faculty's own data (editable) and its departments at a glance.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import List from 'antd/es/list';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ApartmentOutlined, BankOutlined, EditOutlined } from '@ant-design/icons';
import { api, ErrorPanel, ORG_ROOT, PageHeader, errorMessage, useFeedback, useLocalized, useOrgOptions, tableEmpty } from '@campus/shared-ui';
import { ORGANIZATIONAL_PATHS, type Faculty, type FacultyUpdateBody } from '@campus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';

interface Values {
  nameHy: string;
  nameEn?: string;
  nameRu?: string;
  description?: string;
}

function EditFaculty({ faculty, onClose }: { faculty: Faculty | null; onClose: () => void }) {
  const { t } = useTranslation('deans-office');
  const [form] = Form.useForm<Values>();
  const feedback = useFeedback();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: FacultyUpdateBody) => api.put<{ data: Faculty }>(`${ORGANIZATIONAL_PATHS.faculties}/${faculty?.id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ORG_ROOT }),
  });
  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        name: { hy: values.nameHy.trim(), en: values.nameEn?.trim() ?? '', ru: values.nameRu?.trim() ?? '' },
        description: values.description?.trim() || null,
      });
      feedback.success(t('faculty.saved'));
      onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };
  return (
    <Modal
      open={faculty !== null}
      title={t('faculty.editTitle')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {faculty ? (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark="optional"
          onFinish={submit}
          initialValues={{ nameHy: faculty.name.hy, nameEn: faculty.name.en, nameRu: faculty.name.ru, description: faculty.description ?? undefined }}
        >
          <Form.Item name="nameHy" label={t('programs.fields.nameHy')} rules={[{ required: true, whitespace: true, message: t('validation.facultyName') }]}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('programs.fields.nameEn')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="nameRu" label={t('programs.fields.nameRu')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="description" label={t('programs.fields.description')}>
            <Input.TextArea rows={4} maxLength={2000} showCount />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

export default function FacultyScreen() {
  const { t } = useTranslation('deans-office');
  const { t: tc } = useTranslation('common');
  const localized = useLocalized();
  const scope = useFacultyScope();
  const departments = useOrgOptions('departments', { facultyId: scope.facultyId }, { enabled: Boolean(scope.facultyId) });
  const [editing, setEditing] = useState<Faculty | null>(null);
  const faculty = scope.faculty;

  return (
    <Flex vertical gap="large">
      <PageHeader
        icon={<BankOutlined />}
        title={t('faculty.title')}
        subtitle={t('faculty.subtitle')}
        extra={
          <>
            <FacultyPicker scope={scope} />
            <Button icon={<EditOutlined />} disabled={!faculty} onClick={() => setEditing(faculty ?? null)}>
              {t('actions.edit')}
            </Button>
          </>
        }
      />
      <Card>
        {scope.isLoading || !faculty ? (
          <Skeleton active />
        ) : (
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'name', label: t('faculty.name'), children: <Typography.Text strong>{localized(faculty.name)}</Typography.Text> },
              { key: 'code', label: t('departments.fields.code'), children: <Typography.Text code>{faculty.code}</Typography.Text> },
              {
                key: 'dean',
                label: t('faculty.dean'),
                children: faculty.deanName ? `${faculty.deanName}${faculty.deanEmail ? ` · ${faculty.deanEmail}` : ''}` : <Typography.Text type="secondary">{t('faculty.noDean')}</Typography.Text>,
              },
              { key: 'departments', label: t('faculty.departments'), children: faculty.departmentCount },
              { key: 'students', label: t('dashboard.stats.students'), children: faculty.studentCount },
              { key: 'lecturers', label: t('dashboard.stats.lecturers'), children: faculty.lecturerCount },
              {
                key: 'description',
                label: t('programs.fields.description'),
                span: 2,
                children: faculty.description || <Typography.Text type="secondary">—</Typography.Text>,
              },
            ]}
          />
        )}
      </Card>
      <Card
        title={
          <span>
            <ApartmentOutlined /> {t('faculty.departments')}
          </span>
        }
        extra={<Link to="/deans-office/departments">{t('faculty.manageDepartments')}</Link>}
      >
        {departments.isError ? (
          <ErrorPanel title={t('departments.loadFailed')} message={errorMessage(departments.error, tc)} onRetry={() => void departments.refetch()} />
        ) : (
          <List
            loading={departments.isPending && Boolean(scope.facultyId)}
            dataSource={departments.data ?? []}
            locale={tableEmpty(t('departments.empty'))}
            renderItem={(department) => (
              <List.Item
                key={department.id}
                extra={
                  <Flex gap={4} wrap>
                    <Tag>{t('faculty.lecturersN', { count: department.lecturerCount })}</Tag>
                    <Tag>{t('faculty.coursesN', { count: department.courseCount })}</Tag>
                    <Tag>{t('faculty.programsN', { count: department.programCount })}</Tag>
                  </Flex>
                }
              >
                <List.Item.Meta
                  title={localized(department.name)}
                  description={department.chairName ? t('faculty.chairIs', { name: department.chairName }) : t('departments.noChair')}
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      <EditFaculty faculty={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
