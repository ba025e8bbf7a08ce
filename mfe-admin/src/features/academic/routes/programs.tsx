// /admin/programs: study programs of every faculty.
import { ReadOutlined } from '@ant-design/icons';
import { PageHeader, ProgramsTable } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';

const ALL_FACULTIES = { allFaculties: true } as const;

export default function ProgramsScreen() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader icon={<ReadOutlined />} title={t('programs.title')} subtitle={t('programs.subtitle')} />
      <ProgramsTable scope={ALL_FACULTIES} settingsKey="admin-programs" />
    </>
  );
}
