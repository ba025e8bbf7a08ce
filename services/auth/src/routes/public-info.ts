// GET /api/auth/demo-accounts: public facts the login page needs (google/check lives in google.ts).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AUTH_ERROR_CODES, DemoAccountsResponse, ErrorBody } from '@campus/contracts';
import { notFound } from '@campus/kit';
import type { AuthContext } from '../context.js';
import { findUsersByEmails } from '../db/user.repository.js';
import { DEMO_ACCOUNTS } from '../demo-accounts.js';
import { displayNameOf } from '../user-view.js';

export async function publicInfoRoutes(app: FastifyInstance, { db, config }: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/auth/demo-accounts',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'The demo accounts, while demo mode is on (public; never includes passwords)',
        response: { 200: DemoAccountsResponse, 404: ErrorBody },
      },
    },
    async () => {
      if (!config.demo) throw notFound('Demo mode is off', AUTH_ERROR_CODES.demoOff);
      const users = await findUsersByEmails(db, DEMO_ACCOUNTS.map((account) => account.email));
      const byEmail = new Map(users.filter((user) => user.is_active).map((user) => [user.email, user]));
      const data = DEMO_ACCOUNTS.flatMap((account) => {
        const user = byEmail.get(account.email);
        return user ? [{ email: user.email, role: user.role, name: displayNameOf(user) }] : [];
      });
      return { data };
    },
  );
}
