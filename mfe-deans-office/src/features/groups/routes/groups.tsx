// /deans-office/groups: the faculty's groups with search, filters, create, edit, status change and archive.
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { DownOutlined, EditOutlined, InboxOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { DataTable, type DataTableProps, PageHeader, useFeedback, useLocalized, useOrgOptions, usePagedList } from '@campus/shared-ui';
import { GROUP_STATUSES, type Group, type GroupStatus } from '@campus/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';
import { GroupStatusTag } from '../../../lib/status-tag.js';
import { fetchGroups, groupKeys, useChangeGroupStatus } from '../api/groups.js';
import { GroupForm } from '../components/group-form.js';

export default function GroupsScreen() {
  const { t } = useTranslation('deans-office');
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const localized = useLocalized();
  const scope = useFacultyScope();
  const departments = useOrgOptions('departments', { facultyId: scope.facultyId }, { enabled: Boolean(scope.facultyId) });
  const changeStatus = useChangeGroupStatus();
  const [editing, setEditing] = useState<{ group?: Group } | null>(null);
  const list = usePagedList<Group>({
    queryKey: groupKeys.list(scope.facultyId),
    fetchPage: (params, signal) => fetchGroups(scope.facultyId, params, signal),
    defaultSort: { field: 'name', order: 'asc' },
    enabled: Boolean(scope.facultyId),
  });

  const setStatus = async (group: Group, status: GroupStatus) => {
    try {
      await changeStatus.mutateAsync({ id: group.id, status });
      feedback.success(status === 'archived' ? t('groups.archived', { name: group.name }) : t('groups.statusChanged', { name: group.name, status: t(`groupStatus.${status}`) }));
    } catch (error) {
      feedback.failure(error);
    }
  };

  const confirmArchive = (group: Group) =>
    modal.confirm({
      title: t('groups.archiveConfirm', { name: group.name }),
      content: t('groups.archiveHint'),
      okText: t('groups.archive'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: () => setStatus(group, 'archived'),
    });

  const columns: DataTableProps<Group>['columns'] = [
    {
      key: 'name',
      title: t('groups.fields.name'),
      sorter: true,
      hideable: false,
      render: (_, group) => (
        <Flex vertical>
          <Typography.Text strong>{group.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {group.code}
            {group.programName ? ` · ${localized(group.programName)}` : ''}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'type', title: t('groups.fields.type'), render: (_, group) => t(`groupType.${group.type}`) },
    { key: 'year', title: t('groups.fields.year'), sorter: true, align: 'center', render: (_, group) => group.year },
    { key: 'department', title: t('groups.fields.department'), render: (_, group) => localized(group.departmentName) },
    {
      key: 'studentCount',
      title: t('groups.fields.students'),
      sorter: true,
      render: (_, group) => (
        <Flex vertical style={{ minWidth: 110 }}>
          <Typography.Text>{t('groups.studentsOf', { count: group.studentCount, max: group.maxCapacity })}</Typography.Text>
          <Progress
            aria-label={t('groups.studentsOf', { count: group.studentCount, max: group.maxCapacity })}
            percent={group.maxCapacity ? Math.min(100, Math.round((group.studentCount / group.maxCapacity) * 100)) : 0}
            size="small"
            showInfo={false}
            status={group.studentCount >= group.maxCapacity ? 'exception' : 'normal'}
          />
        </Flex>
      ),
    },
    {
      key: 'instructor',
      title: t('groups.fields.instructor'),
      render: (_, group) => group.advisorName ?? <Typography.Text type="secondary">{t('groups.unassigned')}</Typography.Text>,
    },
    { key: 'status', title: t('groups.fields.status'), sorter: true, render: (_, group) => <GroupStatusTag status={group.status} /> },
    {
      key: 'actions',
      title: t('actions.title'),
      hideable: false,
      fixed: 'right',
      render: (_, group) => {
        const transitions = group.allowedTransitions.filter((status) => status !== 'archived');
        return (
          <Space size={4} wrap>
            <Button size="small" icon={<EditOutlined />} aria-label={t('groups.editTitle', { name: group.name })} onClick={() => setEditing({ group })}>
              {t('actions.edit')}
            </Button>
            <Dropdown
              disabled={transitions.length === 0}
              trigger={['click']}
              menu={{
                items: transitions.map((status) => ({ key: status, label: t(`groupStatus.${status}`) })),
                onClick: ({ key }) => void setStatus(group, key as GroupStatus),
              }}
            >
              <Button size="small" aria-label={t('groups.changeStatusOf', { name: group.name })}>
                {t('groups.changeStatus')} <DownOutlined />
              </Button>
            </Dropdown>
            {group.allowedTransitions.includes('archived') ? (
              <Button size="small" danger icon={<InboxOutlined />} aria-label={t('groups.archiveOf', { name: group.name })} onClick={() => confirmArchive(group)}>
                {t('groups.archive')}
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        icon={<TeamOutlined />}
        title={t('groups.title')}
        subtitle={scope.faculty ? t('groups.subtitle', { faculty: localized(scope.faculty.name) }) : undefined}
        extra={<FacultyPicker scope={scope} />}
      />
      <DataTable<Group>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('groups.title')}
        errorTitle={t('groups.loadFailed')}
        searchPlaceholder={t('groups.search')}
        settingsKey="deans-office-groups"
        filters={[
          { key: 'status', label: t('groups.fields.status'), options: GROUP_STATUSES.map((status) => ({ value: status, label: t(`groupStatus.${status}`) })) },
          {
            key: 'departmentId',
            label: t('groups.fields.department'),
            width: 220,
            options: (departments.data ?? []).map((department) => ({ value: department.id, label: localized(department.name) })),
          },
          { key: 'year', label: t('groups.fields.year'), width: 120, options: Array.from({ length: 6 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })) },
        ]}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('groups.create')}
          </Button>
        }
        emptyText={t('groups.empty')}
        emptyAction={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('groups.create')}
          </Button>
        }
      />
      <GroupForm open={editing !== null} group={editing?.group} facultyId={scope.facultyId} onClose={() => setEditing(null)} />
    </>
  );
}

