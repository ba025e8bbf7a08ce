// Where each role lands after sign-in and on /dashboard (a platform decision, see the issue notes).
import { normalizeRole, type User } from '@campus/shared-ui';

const HOME_BY_ROLE: Record<string, string> = {
  admin: '/admin/',
  deans_office: '/deans-office/',
  chair: '/department/',
  quality_assurance: '/admin/analytics',
  lecturer: '/lecturer-materials',
  student: '/student-dashboard',
};

/** The first role order wins when a person holds several: admin, then staff roles, then student. */
const ROLE_PRIORITY = ['admin', 'deans_office', 'chair', 'quality_assurance', 'lecturer', 'student'];

export function homePathFor(user: Pick<User, 'role' | 'roles'> | null | undefined): string {
  if (!user) return '/login';
  const primary = HOME_BY_ROLE[normalizeRole(user.role)];
  if (primary) return primary;
  const held = new Set(user.roles.map(normalizeRole));
  const role = ROLE_PRIORITY.find((candidate) => held.has(candidate));
  return role ? (HOME_BY_ROLE[role] ?? '/profile') : '/profile';
}

/** Only same-site paths are followed after sign-in (no '//evil.example' or absolute URLs). */
export function safeNextPath(next: string | null): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  if (next.startsWith('/login')) return undefined;
  return next;
}
