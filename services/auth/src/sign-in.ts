// The last step of every way in (password, password + MFA code, Google): record the sign-in, start a refresh
// family, set the session cookies and answer with the user. One place, so the ways in cannot drift apart.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { User } from '@campus/contracts';
import type { AuthContext } from './context.js';
import { recordLogin } from './db/user.repository.js';
import type { UserRow } from './db/user.table.js';
import { issueRefreshToken, setSessionCookies, signAccessToken } from './sessions.js';
import { loadUserView } from './user-view.js';

export async function completeSignIn(
  app: FastifyInstance,
  { db, config }: Pick<AuthContext, 'db' | 'config'>,
  reply: FastifyReply,
  user: Pick<UserRow, 'id'>,
  remember: boolean,
): Promise<User> {
  const now = new Date();
  const row = await recordLogin(db, user.id, now);
  const view = await loadUserView(db, row);
  const refresh = await issueRefreshToken(db, user.id, remember, now);
  setSessionCookies(reply, config, signAccessToken(app, view, { familyId: refresh.familyId, row }), refresh);
  return view;
}
