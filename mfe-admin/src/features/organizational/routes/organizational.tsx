// /admin/organizational: faculties and departments, with their deans and chairs.
import Tabs from 'antd/es/tabs';
import { ApartmentOutlined, BankOutlined, ClusterOutlined } from '@ant-design/icons';
import { PageHeader } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DepartmentsTable } from '../components/departments-table.js';
import { FacultiesTable } from '../components/faculties-table.js';

export default function OrganizationalScreen() {
  const { t } = useTranslation('admin');
  const [url, setUrl] = useSearchParams();
  const tab = url.get('tab') === 'departments' ? 'departments' : 'faculties';
  return (
    <>
      <PageHeader icon={<ApartmentOutlined />} title={t('organizational.title')} subtitle={t('organizational.subtitle')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setUrl(key === 'departments' ? { tab: 'departments' } : {}, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'faculties', label: t('organizational.faculties.title'), icon: <BankOutlined />, children: <FacultiesTable /> },
          { key: 'departments', label: t('organizational.departments.title'), icon: <ClusterOutlined />, children: <DepartmentsTable /> },
        ]}
      />
    </>
  );
}
