// /deans-office/students: the faculty's students, with view, edit and "Add student".
import Button from 'antd/es/button';
import { UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { PageHeader, StudentsTable, useLocalized, usePeopleTranslation } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FacultyPicker, useFacultyScope } from '../../../lib/scope.js';

export default function StudentsScreen() {
  const { t } = useTranslation('deans-office');
  const { t: people } = usePeopleTranslation();
  const localized = useLocalized();
  const scope = useFacultyScope();
  return (
    <>
      <PageHeader
        icon={<UserOutlined />}
        title={people('students.title')}
        subtitle={scope.faculty ? t('students.subtitle', { faculty: localized(scope.faculty.name) }) : undefined}
        extra={<FacultyPicker scope={scope} />}
      />
      <StudentsTable
        scope={{ facultyId: scope.facultyId }}
        settingsKey="deans-office-students"
        actions={
          <Link to="/deans-office/students/add">
            <Button type="primary" icon={<UserAddOutlined />}>
              {t('students.add')}
            </Button>
          </Link>
        }
      />
    </>
  );
}
