import { Type } from 'typebox';
export const RoleName = Type.String();
export function normalizeRole(role: string): string {
  return role.trim().toLowerCase().replaceAll('-', '_');
}
