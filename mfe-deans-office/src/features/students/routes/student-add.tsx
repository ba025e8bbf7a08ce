// /deans-office/students/add: a new student, one at a time (Single), or many from a CSV (Bulk Import, shared-ui's
// BulkImport). The tab is in the address (?tab=bulk), and an import's id (?import=…) opens Bulk Import after a reload.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';
import { ArrowLeftOutlined, UserAddOutlined } from '@ant-design/icons';
import { BulkImport, PageHeader, useImportsTranslation } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SingleStudentForm } from '../components/single-student-form.js';

export default function StudentAddScreen() {
  const { t } = useTranslation('deans-office');
  const imports = useImportsTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? (params.has('import') ? 'bulk' : 'single');
  return (
    <>
      <PageHeader
        icon={<UserAddOutlined />}
        title={t('studentAdd.title')}
        subtitle={t('studentAdd.subtitle')}
        extra={
          <Link to="/deans-office/students">
            <Button icon={<ArrowLeftOutlined />}>{t('studentAdd.backToList')}</Button>
          </Link>
        }
      />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key })}
          items={[
            { key: 'single', label: t('studentAdd.tabs.single'), children: <SingleStudentForm /> },
            { key: 'bulk', label: imports.t('bulkTab'), children: <BulkImport entity="students" /> },
          ]}
        />
      </Card>
    </>
  );
}
