// /deans-office/programs: the faculty's study programs.
import { SolutionOutlined } from '@ant-design/icons';
import { PageHeader, ProgramsTable, useLocalized } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';

export default function ProgramsScreen() {
  const { t } = useTranslation('deans-office');
  const localized = useLocalized();
  const scope = useFacultyScope();
  return (
    <>
      <PageHeader
        icon={<SolutionOutlined />}
        title={t('programs.title')}
        subtitle={scope.faculty ? t('programs.subtitle', { faculty: localized(scope.faculty.name) }) : undefined}
        extra={<FacultyPicker scope={scope} />}
      />
      <ProgramsTable scope={{ facultyId: scope.facultyId }} settingsKey="deans-office-programs" addPath="/deans-office/programs/add" />
    </>
  );
}
