// The lecturer area, loaded by the shell at run time as `./area`. Admins open every route too (canOpen); the
// materials service decides what each caller may read and change.
import { BookOutlined, CalendarOutlined, CheckSquareOutlined, CloudUploadOutlined, FormOutlined, StarOutlined, TeamOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { defineArea, type SidebarItem } from '@campus/shared-ui';
import en from './i18n/en.js';
import hy from './i18n/hy.js';
import ru from './i18n/ru.js';
import { MARK_QUEUE_KEY_PREFIX } from './features/attendance/api/attendance-keys.js';

const LECTURER = ['lecturer'];

/** Attendance marks queued offline are sent when the app starts and when the browser is back online, on any screen;
 * the queue's code is loaded only when this browser has one. */
function sendQueuedMarks() {
  let queued = false;
  try {
    queued = Object.keys(localStorage).some((key) => key.startsWith(MARK_QUEUE_KEY_PREFIX));
  } catch {
    // Storage turned off: nothing can have been queued.
  }
  if (queued) void import('./features/attendance/api/use-mark-queue.js').then((queue) => queue.sendQueuedMarks());
}
if (typeof window !== 'undefined') {
  window.addEventListener('online', sendQueuedMarks);
  sendQueuedMarks();
}

const item = (key: string, path: string, icon: SidebarItem['icon']): SidebarItem => ({
  key: `teaching-${key}`,
  path,
  category: 'teaching',
  icon,
  labelKey: `teaching:sidebar.${key}`,
  roles: LECTURER,
});

export default defineArea({
  id: 'teaching',
  routes: [
    { path: '/lecturer-materials', roles: LECTURER, load: () => import('./features/materials/routes/lecturer-materials.js') },
    { path: '/lecturer-materials/manage/:assignmentId', roles: LECTURER, load: () => import('./features/materials/routes/manage-assignment.js') },
    {
      path: '/lecturer-materials/manage/:assignmentId/new/:category',
      roles: LECTURER,
      load: () => import('./features/materials/routes/new-assignment-material.js'),
    },
    { path: '/lecturer-assignments', roles: LECTURER, load: () => import('./features/materials/routes/lecturer-assignments.js') },
    { path: '/materials/manage', roles: LECTURER, load: () => import('./features/materials/routes/manage-materials.js') },
    { path: '/add-materials', roles: LECTURER, load: () => import('./features/materials/routes/add-materials.js') },
    { path: '/edit-material/:materialId', roles: LECTURER, load: () => import('./features/materials/routes/edit-material.js') },
    { path: '/class-list', roles: LECTURER, load: () => import('./features/class-list/routes/class-list.js') },
    { path: '/lecturer/attendance/', roles: LECTURER, load: () => import('./features/attendance/routes/lecturer-attendance.js') },
    // Midterms (SPEC §2). The router ranks static segments first, so `subject/:subjectId` and `:subjectId/aggregate`
    // are never taken for `:sectionId/:midtermNumber`, and the one-segment legacy `:batchId` matches nothing else.
    { path: '/lecturer/midterms/', roles: LECTURER, load: () => import('./features/midterms/routes/lecturer-midterms.js') },
    { path: '/lecturer/midterms/subject/:subjectId', roles: LECTURER, load: () => import('./features/midterms/routes/subject-midterms.js') },
    { path: '/lecturer/midterms/:subjectId/aggregate', roles: LECTURER, load: () => import('./features/midterms/routes/aggregate.js') },
    { path: '/lecturer/midterms/:sectionId/:midtermNumber', roles: LECTURER, load: () => import('./features/midterms/routes/midterm-sheet.js') },
    { path: '/lecturer/midterms/:batchId', roles: LECTURER, load: () => import('./features/midterms/routes/legacy-batch.js') },
    { path: '/lecturer/evaluations', roles: LECTURER, load: () => import('./features/evaluations/routes/evaluations.js') },
    { path: '/lecturer/evaluations/:id', roles: LECTURER, load: () => import('./features/evaluations/routes/evaluation-results.js') },
  ],
  sidebar: [
    // The first: the shell's home for lecturers, and what other tests reach as "the materials link".
    { ...item('materials', '/lecturer-materials', <BookOutlined />), key: 'lecturer-materials' },
    item('manage', '/materials/manage', <UnorderedListOutlined />),
    item('add', '/add-materials', <CloudUploadOutlined />),
    item('assignments', '/lecturer-assignments', <CalendarOutlined />),
    { ...item('class-list', '/class-list', <TeamOutlined />), labelKey: 'teaching:classList.sidebar' },
    { ...item('attendance', '/lecturer/attendance/', <CheckSquareOutlined />), labelKey: 'teaching:attendance.sidebar' },
    { ...item('midterms', '/lecturer/midterms/', <FormOutlined />), labelKey: 'teaching:midterms.sidebar' },
    item('evaluations', '/lecturer/evaluations', <StarOutlined />),
  ],
  translations: { hy, en, ru },
});
