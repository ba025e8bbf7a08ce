import { BarChartOutlined, BookOutlined, ScheduleOutlined, SwapOutlined, TeamOutlined } from '@ant-design/icons';
import { AreaHome } from '@campus/shared-ui';

const TOOLS = [
  { key: 'weeklyClasses', icon: <ScheduleOutlined /> },
  { key: 'lecturers', icon: <TeamOutlined /> },
  { key: 'courses', icon: <BookOutlined /> },
  { key: 'allocation', icon: <SwapOutlined /> },
  { key: 'analytics', icon: <BarChartOutlined /> },
];

export default function DepartmentOverview() {
  return <AreaHome ns="department" page="overview" toolsKey="overview.tools" tools={TOOLS} weights={[10, 14]} />;
}
