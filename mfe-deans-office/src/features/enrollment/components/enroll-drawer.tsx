// One section: its capacity, enrol a whole group or chosen students, and the enrolled students.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { DeleteOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { errorMessage, Seats, useFeedback, useLocalized, tableEmpty } from '@campus/shared-ui';
import type { Section, Student } from '@campus/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enrollmentsQuery, groupChoicesQuery, searchStudents, useEnroll, useUnenroll } from '../api/enrollment.js';

export function EnrollDrawer({ section, facultyId, onClose }: { section: Section | null; facultyId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('deans-office');
  const { t: tc } = useTranslation('common');
  const localized = useLocalized();
  const feedback = useFeedback();
  const sectionId = section?.id ?? '';
  const [mode, setMode] = useState<'group' | 'students'>('group');
  const [groupId, setGroupId] = useState<string>();
  const [studentIds, setStudentIds] = useState<string[]>([]);
  const [studentSearch, setStudentSearch] = useState('');
  const [studentOptions, setStudentOptions] = useState<Student[]>([]);
  const enrollments = useQuery({ ...enrollmentsQuery(sectionId), enabled: Boolean(section) });
  const groups = useQuery({ ...groupChoicesQuery(facultyId), enabled: Boolean(section && facultyId) });
  const enroll = useEnroll(sectionId);
  const unenroll = useUnenroll(sectionId);

  useEffect(() => {
    setGroupId(undefined);
    setStudentIds([]);
  }, [sectionId]);

  // Directory-style search: from 2 characters, debounced.
  useEffect(() => {
    if (studentSearch.trim().length < 2) return;
    const timer = setTimeout(() => {
      searchStudents(facultyId, studentSearch.trim())
        .then(setStudentOptions)
        .catch(() => setStudentOptions([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [studentSearch, facultyId]);

  const count = enrollments.data?.length ?? section?.enrollmentCount ?? 0;
  const capacity = section?.capacity ?? 0;
  const submit = async () => {
    try {
      const result = await enroll.mutateAsync(mode === 'group' ? { groupId } : { studentIds });
      feedback.success(t('enrollment.enrolled', { count: result.data.enrolled, already: result.data.alreadyEnrolled }));
      setGroupId(undefined);
      setStudentIds([]);
      void enrollments.refetch();
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Drawer
      open={section !== null}
      onClose={onClose}
      size={640}
      title={section ? `${section.courseCode} · ${localized(section.courseName)} — ${t('enrollment.sectionN', { number: section.sectionNumber })}` : ''}
    >
      {section ? (
        <Flex vertical gap="middle">
          <Card size="small">
            <Flex justify="space-between" wrap gap="middle" align="center">
              <Seats count={count} max={capacity} />
              <Typography.Text type="secondary">
                {section.periodName} · {section.lecturerName ?? t('enrollment.tba')}
              </Typography.Text>
            </Flex>
          </Card>
          <Card size="small" title={t('enrollment.enrolTitle')}>
            <Flex vertical gap="small">
              <Segmented<'group' | 'students'>
                value={mode}
                onChange={setMode}
                options={[
                  { value: 'group', label: t('enrollment.wholeGroup') },
                  { value: 'students', label: t('enrollment.someStudents') },
                ]}
              />
              {mode === 'group' ? (
                <Select
                  aria-label={t('enrollment.chooseGroup')}
                  placeholder={t('enrollment.chooseGroup')}
                  value={groupId}
                  onChange={setGroupId}
                  loading={groups.isPending}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(groups.data ?? [])
                    .filter((group) => !['archived', 'cancelled', 'graduated'].includes(group.status))
                    .map((group) => ({ value: group.id, label: t('enrollment.groupOption', { name: group.name, count: group.studentCount }) }))}
                />
              ) : (
                <Select
                  mode="multiple"
                  aria-label={t('enrollment.chooseStudents')}
                  placeholder={t('enrollment.chooseStudents')}
                  value={studentIds}
                  onChange={setStudentIds}
                  showSearch={{ filterOption: false, onSearch: setStudentSearch }}
                  notFoundContent={studentSearch.trim().length < 2 ? t('enrollment.typeToSearch') : t('enrollment.noStudents')}
                  options={studentOptions.map((student) => ({ value: student.id, label: `${student.lastName} ${student.firstName} · ${student.studentId}` }))}
                />
              )}
              {count >= capacity ? <Alert type="warning" showIcon title={t('enrollment.full')} /> : null}
              <Button
                type="primary"
                icon={<UsergroupAddOutlined />}
                disabled={mode === 'group' ? !groupId : studentIds.length === 0}
                loading={enroll.isPending}
                onClick={() => void submit()}
              >
                {t('enrollment.enrol')}
              </Button>
            </Flex>
          </Card>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('enrollment.enrolledTitle', { count })}
          </Typography.Title>
          {enrollments.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('enrollment.loadEnrollmentsFailed')}
              description={errorMessage(enrollments.error, tc)}
              action={<Button onClick={() => void enrollments.refetch()}>{tc('actions.retry')}</Button>}
            />
          ) : (
            <Table
              size="small"
              rowKey="id"
              loading={enrollments.isPending}
              dataSource={enrollments.data ?? []}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={tableEmpty(t('enrollment.nobody'))}
              columns={[
                { key: 'name', title: t('enrollment.student'), render: (_, row) => `${row.lastName} ${row.firstName}` },
                { key: 'number', title: t('enrollment.studentId'), dataIndex: 'studentNumber' },
                { key: 'group', title: t('enrollment.group'), render: (_, row) => row.groupName ?? '—' },
                {
                  key: 'remove',
                  width: 48,
                  render: (_, row) => (
                    <Popconfirm
                      title={t('enrollment.removeConfirm', { name: `${row.firstName} ${row.lastName}` })}
                      okText={t('actions.remove')}
                      cancelText={t('actions.cancel')}
                      onConfirm={() =>
                        unenroll.mutateAsync(row.studentId).then(
                          () => {
                            feedback.success(t('enrollment.removed'));
                            void enrollments.refetch();
                          },
                          feedback.failure,
                        )
                      }
                    >
                      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('actions.remove')} />
                    </Popconfirm>
                  ),
                },
              ]}
            />
          )}
        </Flex>
      ) : null}
    </Drawer>
  );
}
