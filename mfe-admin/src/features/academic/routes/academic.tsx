// /admin/academic: academic management with Courses and Programs tabs (the tab is kept in the address).
import Tabs from 'antd/es/tabs';
import { BookOutlined, ReadOutlined, ShopOutlined } from '@ant-design/icons';
import { CoursesTable, PageHeader, ProgramsTable } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useErrorText } from '../../../lib/feedback.js';

type Tab = 'courses' | 'programs';

const ALL_DEPARTMENTS = { allDepartments: true } as const;
const ALL_FACULTIES = { allFaculties: true } as const;

export default function AcademicScreen() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [url, setUrl] = useSearchParams();
  const tab: Tab = url.get('tab') === 'programs' ? 'programs' : 'courses';
  return (
    <>
      <PageHeader icon={<ShopOutlined />} title={t('academic.title')} subtitle={t('academic.subtitle')} />
      <Tabs
        activeKey={tab}
        // Each tab keeps its own view in the address under its prefix; switching starts the other tab clean.
        onChange={(key) => setUrl(key === 'programs' ? { tab: 'programs' } : {}, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'courses', label: t('academic.coursesTab'), icon: <BookOutlined />, children: <CoursesTable scope={ALL_DEPARTMENTS} settingsKey="admin-courses" urlState="c." errorText={errorText} /> },
          { key: 'programs', label: t('academic.programsTab'), icon: <ReadOutlined />, children: <ProgramsTable scope={ALL_FACULTIES} settingsKey="admin-programs" urlState="p." /> },
        ]}
      />
    </>
  );
}
