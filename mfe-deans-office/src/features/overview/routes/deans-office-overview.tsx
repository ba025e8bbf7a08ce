import {
  ApartmentOutlined,
  BarChartOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserAddOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { AreaHome } from '@campus/shared-ui';

const TOOLS = [
  { key: 'students', icon: <UserAddOutlined /> },
  { key: 'programs', icon: <SolutionOutlined /> },
  { key: 'groups', icon: <TeamOutlined /> },
  { key: 'faculty', icon: <ApartmentOutlined /> },
  { key: 'enrollment', icon: <UsergroupAddOutlined /> },
  { key: 'analytics', icon: <BarChartOutlined /> },
];

export default function DeansOfficeOverview() {
  return <AreaHome ns="deans-office" page="overview" toolsKey="overview.tools" tools={TOOLS} weights={[10, 14]} />;
}
