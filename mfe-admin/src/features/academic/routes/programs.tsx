// /admin/programs: study programs of every faculty.
import { ReadOutlined } from '@ant-design/icons';
import { PageHeader } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { ProgramsTable } from '../components/programs-table.js';

export default function ProgramsScreen() {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader icon={<ReadOutlined />} title={t('programs.title')} subtitle={t('programs.subtitle')} />
      <ProgramsTable />
    </>
  );
}
