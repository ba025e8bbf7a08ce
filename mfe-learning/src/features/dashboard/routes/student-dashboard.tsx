import { CalendarOutlined, CheckSquareOutlined, ReadOutlined, TrophyOutlined } from '@ant-design/icons';
import { AreaHome } from '@campus/shared-ui';
import { QuickLinks } from '../components/quick-links.js';

const UPCOMING = [
  { key: 'courses', icon: <ReadOutlined /> },
  { key: 'assignments', icon: <CheckSquareOutlined /> },
  { key: 'schedule', icon: <CalendarOutlined /> },
  { key: 'grades', icon: <TrophyOutlined /> },
];

export default function StudentDashboard() {
  return (
    <AreaHome ns="learning" page="dashboard" toolsKey="dashboard.next" tools={UPCOMING}>
      <QuickLinks />
    </AreaHome>
  );
}
