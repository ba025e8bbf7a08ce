// A faculty's dean's office: its dean and the staff an administrator links, who all work within the faculty. An
// account is found by name or email (from 2 characters) or its email is typed whole; removing one takes the faculty
// from them at once.
import Alert from 'antd/es/alert';
import AutoComplete from 'antd/es/auto-complete';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import type { AdminUser, Faculty, FacultyStaffMember } from '@campus/contracts';
import { PersonCell, useConfirmAction, useLocalized, tableEmpty } from '@campus/shared-ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useFeedback } from '../../../lib/feedback.js';
import { searchAccounts, useFacultyStaff, useLinkStaff, useUnlinkStaff } from '../api/structure.js';

/** Accounts matching what is typed, from 2 characters, 250 ms after the last key. */
function useAccountMatches(typed: string): AdminUser[] {
  const [matches, setMatches] = useState<AdminUser[]>([]);
  useEffect(() => {
    const search = typed.trim();
    if (search.length < 2) {
      setMatches([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAccounts(search, controller.signal)
        .then(setMatches)
        .catch(() => setMatches([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);
  return matches;
}

export function FacultyStaffDialog({ faculty, onClose }: { faculty: Faculty | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const localized = useLocalized();
  const feedback = useFeedback();
  const errorText = useErrorText();
  const confirm = useConfirmAction(feedback);
  const facultyId = faculty?.id ?? '';
  const staff = useFacultyStaff(faculty?.id);
  const link = useLinkStaff(facultyId);
  const unlink = useUnlinkStaff(facultyId);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const matches = useAccountMatches(typed);

  useEffect(() => {
    setTyped('');
    setProblem(null);
  }, [facultyId]);

  const add = async (event?: FormEvent) => {
    event?.preventDefault();
    const email = typed.trim();
    if (!email) return;
    setProblem(null);
    try {
      const { data } = await link.mutateAsync({ email });
      feedback.success(t('organizational.staff.added', { name: data.name ?? data.email }));
      setTyped('');
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const confirmRemove = (member: FacultyStaffMember) =>
    confirm({
      title: t('organizational.staff.removeConfirm', { name: member.name ?? member.email }),
      content: t('organizational.staff.removeHint'),
      okText: t('organizational.staff.remove'),
      cancelText: t('actions.cancel'),
      action: () => unlink.mutateAsync(member.userId),
      done: t('organizational.staff.removed', { name: member.name ?? member.email }),
    });

  return (
    <Modal
      open={faculty !== null}
      title={faculty ? t('organizational.staff.title', { name: localized(faculty.name) }) : ''}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('actions.done')}</Button>}
      width={640}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('organizational.staff.hint')}</Typography.Text>
        <form onSubmit={(event) => void add(event)}>
          <Flex gap="small" align="start">
            <Form.Item style={{ flex: 1, marginBottom: 0 }} extra={t('organizational.staff.searchHint')}>
              <AutoComplete
                value={typed}
                onChange={setTyped}
                options={matches.map((account) => ({ value: account.email, label: <PersonCell name={account.displayName} email={account.email}/> }))}
                placeholder={t('organizational.staff.placeholder')}
                aria-label={t('organizational.staff.placeholder')}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={link.isPending} disabled={!typed.trim()}>
              {t('organizational.staff.add')}
            </Button>
          </Flex>
        </form>
        {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
        {staff.isError ? <Alert type="error" showIcon title={t('organizational.staff.loadFailed')} /> : null}
        <Table<FacultyStaffMember>
          size="small"
          rowKey={(member) => `${member.userId}-${member.isDean}`}
          loading={staff.isPending}
          dataSource={staff.data ?? []}
          pagination={false}
          locale={tableEmpty(t('organizational.staff.empty'))}
          aria-label={t('organizational.staff.list')}
          columns={[
            { key: 'person', title: t('organizational.staff.person'), render: (_, member) => <PersonCell name={member.name} email={member.email} none={t('organizational.notAssigned')} /> },
            {
              key: 'role',
              title: t('organizational.staff.role'),
              render: (_, member) => (member.isDean ? <Tag color="blue">{t('organizational.faculties.dean')}</Tag> : <Tag>{t('organizational.staff.member')}</Tag>),
            },
            {
              key: 'actions',
              title: t('actions.title'),
              align: 'right',
              render: (_, member) =>
                member.isDean ? null : (
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('organizational.staff.removeNamed', { name: member.name ?? member.email })}
                    onClick={() => confirmRemove(member)}
                  />
                ),
            },
          ]}
        />
      </Flex>
    </Modal>
  );
}
