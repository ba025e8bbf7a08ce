// /deans-office/programs: the faculty's study programs.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { DeleteOutlined, EditOutlined, PlusOutlined, SolutionOutlined } from '@ant-design/icons';
import { DataTable, type DataTableProps, PageHeader, useConfirmAction, useFeedback, useLocalized, useOrgOptions, usePagedList } from '@campus/shared-ui';
import { ACADEMIC_LEVELS, type AcademicLevel, type Program } from '@campus/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';
import { fetchPrograms, programKeys, useDeleteProgram, useUpdateProgram } from '../api/programs.js';
import { ProgramFields, toProgramBody, type ProgramFormValues } from '../components/program-fields.js';

function EditProgram({ program, facultyId, onClose }: { program: Program | null; facultyId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('deans-office');
  const [form] = Form.useForm<ProgramFormValues>();
  const update = useUpdateProgram();
  const feedback = useFeedback();
  useEffect(() => {
    if (program)
      form.setFieldsValue({
        code: program.code,
        nameHy: program.name.hy,
        nameEn: program.name.en,
        nameRu: program.name.ru,
        level: program.level as AcademicLevel,
        durationYears: program.durationYears,
        departmentId: program.departmentId,
        description: program.description ?? undefined,
        isActive: program.isActive,
      });
  }, [program, form]);
  const submit = async (values: ProgramFormValues) => {
    if (!program) return;
    try {
      await update.mutateAsync({ id: program.id, body: toProgramBody(values) });
      feedback.success(t('programs.updated', { name: values.nameHy.trim() }));
      onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };
  return (
    <Modal
      open={program !== null}
      title={t('programs.editTitle')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      width={640}
      forceRender
    >
      <Form<ProgramFormValues> form={form} layout="vertical" requiredMark="optional" onFinish={submit}>
        <ProgramFields facultyId={facultyId} />
      </Form>
    </Modal>
  );
}

export default function ProgramsScreen() {
  const { t } = useTranslation('deans-office');
  const localized = useLocalized();
  const feedback = useFeedback();
  const confirm = useConfirmAction(feedback);
  const scope = useFacultyScope();
  const departments = useOrgOptions('departments', { facultyId: scope.facultyId }, { enabled: Boolean(scope.facultyId) });
  const remove = useDeleteProgram();
  const [editing, setEditing] = useState<Program | null>(null);
  const list = usePagedList<Program>({
    queryKey: programKeys.list(scope.facultyId),
    fetchPage: (params, signal) => fetchPrograms(scope.facultyId, params, signal),
    defaultSort: { field: 'code', order: 'asc' },
    enabled: Boolean(scope.facultyId),
  });

  const confirmDelete = (program: Program) =>
    confirm({
      title: t('programs.deleteConfirm', { name: localized(program.name) }),
      okText: t('actions.delete'),
      cancelText: t('actions.cancel'),
      action: () => remove.mutateAsync(program.id),
      done: t('programs.deleted', { name: localized(program.name) }),
    });

  const addButton = (
    <Link to="/deans-office/programs/add">
      <Button type="primary" icon={<PlusOutlined />}>
        {t('programs.add')}
      </Button>
    </Link>
  );

  const columns: DataTableProps<Program>['columns'] = [
    { key: 'code', title: t('programs.fields.code'), sorter: true, hideable: false, render: (_, program) => <Typography.Text code>{program.code}</Typography.Text> },
    {
      key: 'name',
      title: t('programs.fields.name'),
      sorter: true,
      hideable: false,
      render: (_, program) => (
        <Flex vertical>
          <Typography.Text strong>{localized(program.name)}</Typography.Text>
          {program.description ? (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 360, fontSize: 12 }}>
              {program.description}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'level', title: t('programs.fields.level'), sorter: true, render: (_, program) => t(`level.${program.level}`) },
    { key: 'department', title: t('programs.fields.department'), render: (_, program) => localized(program.departmentName) },
    { key: 'duration', title: t('programs.fields.duration'), align: 'center', render: (_, program) => program.durationYears },
    { key: 'students', title: t('programs.fields.students'), align: 'right', render: (_, program) => program.studentCount },
    { key: 'groups', title: t('programs.fields.groups'), align: 'right', render: (_, program) => program.groupCount },
    {
      key: 'active',
      title: t('programs.fields.active'),
      render: (_, program) => (program.isActive ? <Tag color="success">{t('programs.active')}</Tag> : <Tag>{t('programs.inactive')}</Tag>),
    },
    {
      key: 'actions',
      title: t('actions.title'),
      hideable: false,
      render: (_, program) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(program)}>
            {t('actions.edit')}
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('actions.delete')} onClick={() => confirmDelete(program)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        icon={<SolutionOutlined />}
        title={t('programs.title')}
        subtitle={scope.faculty ? t('programs.subtitle', { faculty: localized(scope.faculty.name) }) : undefined}
        extra={<FacultyPicker scope={scope} />}
      />
      <DataTable<Program>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('programs.title')}
        errorTitle={t('programs.loadFailed')}
        searchPlaceholder={t('programs.search')}
        settingsKey="deans-office-programs"
        filters={[
          { key: 'level', label: t('programs.fields.level'), options: ACADEMIC_LEVELS.map((level) => ({ value: level, label: t(`level.${level}`) })) },
          {
            key: 'departmentId',
            label: t('programs.fields.department'),
            width: 220,
            options: (departments.data ?? []).map((department) => ({ value: department.id, label: localized(department.name) })),
          },
        ]}
        actions={addButton}
        emptyText={t('programs.empty')}
        emptyAction={addButton}
      />
      <EditProgram program={editing} facultyId={scope.facultyId} onClose={() => setEditing(null)} />
    </>
  );
}
