import Button from 'antd/es/button';
import {
  ApartmentOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FormOutlined,
  LineChartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AreaHome } from '@campus/shared-ui';

export default function AdminOverview() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const tools = [
    {
      key: 'analytics',
      icon: <LineChartOutlined />,
      action: <Button onClick={() => navigate('/admin/analytics')}>{t('overview.tools.open')}</Button>,
    },
    { key: 'users', icon: <TeamOutlined /> },
    { key: 'academic', icon: <ApartmentOutlined /> },
    { key: 'dataManagement', icon: <DatabaseOutlined /> },
    { key: 'surveys', icon: <FormOutlined /> },
    { key: 'testing', icon: <ExperimentOutlined /> },
  ];
  return <AreaHome ns="admin" page="overview" toolsKey="overview.tools" tools={tools} weights={[10, 14]} />;
}
