// Test data: users made through the service's own repositories, each with a unique email.
import { randomBytes } from 'node:crypto';
import type { AuthDb } from '../../src/db/database.js';
import { addUserRole } from '../../src/db/rbac.repository.js';
import { insertUser } from '../../src/db/user.repository.js';
import type { NewUserRow, UserRow } from '../../src/db/user.table.js';
import { hashPassword } from '../../src/passwords.js';

export const DEFAULT_TEST_PASSWORD = 'Tigran-Mets-95';

export interface UserOverrides extends Partial<Omit<NewUserRow, 'password_hash'>> {
  password?: string;
  extraRoles?: string[];
}

export interface TestUser {
  row: UserRow;
  email: string;
  password: string;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@campus.test`;
}

export async function buildUser(db: AuthDb, overrides: UserOverrides = {}): Promise<TestUser> {
  const { password = DEFAULT_TEST_PASSWORD, extraRoles = [], ...columns } = overrides;
  const row = await insertUser(db, {
    email: uniqueEmail(columns.role ?? 'student'),
    first_name: 'Anna',
    last_name: 'Hakobyan',
    role: 'student',
    ...columns,
    password_hash: await hashPassword(password),
  });
  for (const role of extraRoles) await addUserRole(db, row.id, role);
  return { row, email: row.email, password };
}

/** A fresh client address per test, so the per-IP login limit of one test never touches another. */
export function uniqueIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}
