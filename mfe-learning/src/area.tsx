// The learning area (students' courses, materials, homework and the secure viewer), loaded by the shell at run time
// as `./area`. Every screen is a lazy chunk: nothing here reaches the shell's sign-in path.
import { AuditOutlined, BookOutlined, CalendarOutlined, CheckSquareOutlined, FileDoneOutlined, FolderOpenOutlined, FormOutlined, ReadOutlined } from '@ant-design/icons';
import { defineArea } from '@campus/shared-ui';
import en from './i18n/en.js';
import hy from './i18n/hy.js';
import ru from './i18n/ru.js';

/** Homework has due dates for those who attend or teach it (lecturers find theirs under Teaching, /lecturer-assignments). */
const HOMEWORK = ['student', 'lecturer'];
/** /midterms: a student's own published grades, or the overview for the staff who oversee midterms (admins find it at
 * /admin/midterms/ too); a lecturer is sent on to /lecturer/midterms/. */
const MIDTERM_READERS = ['student', 'lecturer', 'quality_assurance', 'deans_office', 'chair'];
const MIDTERM_STAFF = ['quality_assurance', 'deans_office', 'chair'];

export default defineArea({
  id: 'learning',
  routes: [
    { path: '/student-dashboard', roles: ['student'], load: () => import('./features/dashboard/routes/student-dashboard.js') },
    { path: '/courses', load: () => import('./features/courses/routes/courses.js') },
    { path: '/courses/:courseId', load: () => import('./features/courses/routes/course.js') },
    { path: '/course-materials', load: () => import('./features/course-materials/routes/course-materials.js') },
    { path: '/assignments', roles: HOMEWORK, load: () => import('./features/assignments/routes/assignments.js') },
    { path: '/student/absences', roles: ['student'], load: () => import('./features/absences/routes/student-absences.js') },
    { path: '/midterms', roles: MIDTERM_READERS, load: () => import('./features/midterms/routes/midterms.js') },
    { path: '/schedule', load: () => import('./features/schedule/routes/schedule.js') },
    // Surveys open for the person, whatever their role; a survey's notification links to its form.
    { path: '/surveys', load: () => import('./features/surveys/routes/surveys.js') },
    { path: '/surveys/:id', load: () => import('./features/surveys/routes/survey.js') },
    { path: '/secure-viewer', load: () => import('./features/viewer/routes/secure-viewer.js') },
  ],
  sidebar: [
    { key: 'student-dashboard', path: '/student-dashboard', category: 'learning', icon: <ReadOutlined />, labelKey: 'learning:sidebar.dashboard', roles: ['student'] },
    // Everyone's courses (taken, taught or overseen) sit beside the dashboard, not in the students' category.
    { key: 'courses', path: '/courses', category: 'main', icon: <BookOutlined />, labelKey: 'learning:sidebar.courses' },
    { key: 'course-materials', path: '/course-materials', category: 'main', icon: <FolderOpenOutlined />, labelKey: 'learning:sidebar.courseMaterials' },
    { key: 'schedule', path: '/schedule', category: 'main', icon: <CalendarOutlined />, labelKey: 'learning:schedule.sidebar' },
    { key: 'surveys', path: '/surveys', category: 'main', icon: <FormOutlined />, labelKey: 'learning:surveys.sidebar' },
    { key: 'assignments', path: '/assignments', category: 'learning', icon: <CheckSquareOutlined />, labelKey: 'learning:sidebar.assignments', roles: ['student'] },
    { key: 'student-absences', path: '/student/absences', category: 'learning', icon: <AuditOutlined />, labelKey: 'learning:absences.sidebar', roles: ['student'] },
    { key: 'student-midterms', path: '/midterms', category: 'learning', icon: <FileDoneOutlined />, labelKey: 'learning:midterms.sidebar', roles: ['student'] },
    // For admins too the sidebar offers /admin/midterms/ (the same overview), not both.
    { key: 'staff-midterms', path: '/midterms', category: 'main', icon: <FileDoneOutlined />, labelKey: 'learning:midterms.staffSidebar', roles: MIDTERM_STAFF },
  ],
  translations: { hy, en, ru },
});
