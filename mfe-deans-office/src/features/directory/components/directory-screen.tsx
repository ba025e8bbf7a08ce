// The general people directory (/students, /lecturers): the people the signed-in staff member may see, headed by
// which part of the university that is. The server limits each list the same way: everyone for administrators and
// quality assurance, the faculty for the dean's office, the department for a chair, a lecturer's own sections and
// advised groups (and every lecturer, whose names are no secret).
import { IdcardOutlined, UserOutlined } from '@ant-design/icons';
import { hasRole, LecturersTable, PageHeader, StudentsTable, useCurrentUser, usePeopleTranslation, type User } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';

type Reach = 'university' | 'faculty' | 'department' | 'teaching';

/** The caller's widest reach. */
function reachOf(user: User | undefined): Reach {
  if (hasRole(user, 'admin', 'quality_assurance')) return 'university';
  if (hasRole(user, 'deans_office')) return 'faculty';
  if (hasRole(user, 'chair')) return 'department';
  return 'teaching';
}

const DIRECTORIES = {
  students: { icon: <UserOutlined />, Table: StudentsTable },
  lecturers: { icon: <IdcardOutlined />, Table: LecturersTable },
};

export function DirectoryScreen({ of }: { of: keyof typeof DIRECTORIES }) {
  const { t } = useTranslation('deans-office');
  const { t: people } = usePeopleTranslation();
  const user = useCurrentUser();
  const { icon, Table } = DIRECTORIES[of];
  return (
    <>
      <PageHeader icon={icon} title={people(`${of}.title`)} subtitle={t(`directory.${of}.${reachOf(user.data)}`)} />
      <Table scope={{ visible: true }} settingsKey={`directory-${of}`} />
    </>
  );
}
