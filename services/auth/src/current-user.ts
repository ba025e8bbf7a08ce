// The signed-in person for a request, read fresh from the database (the token may be up to 15 minutes old).
import type { FastifyRequest } from 'fastify';
import type { AuthDb } from './db/database.js';
import { findUserById } from './db/user.repository.js';
import type { UserRow } from './db/user.table.js';
import { sessionExpired } from './sessions.js';

export async function currentUserRow(db: AuthDb, request: FastifyRequest): Promise<UserRow> {
  const user = await findUserById(db, request.user.sub);
  // A deleted or disabled account keeps no session, even with an access token that has not expired yet.
  if (!user?.is_active) throw sessionExpired();
  return user;
}
