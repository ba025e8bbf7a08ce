// /api/google-workspace/*: the university's directory for the people who create accounts (dean's office, admin):
// what the add-student page needs to know, suggestions while an email is typed, and linking a Campus account to its
// Workspace account. /internal/auth/workspace/provision queues a new person's Workspace account (organizational asks
// for it after the dean's office opted in).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DIRECTORY_SEARCH_MAX_RESULTS,
  DIRECTORY_SEARCH_MIN_CHARS,
  DirectorySearchQuery,
  DirectorySearchResponse,
  DirectorySettings,
  ErrorBody,
  GOOGLE_WORKSPACE_MESSAGES,
  GOOGLE_WORKSPACE_PATHS,
  hasRole,
  InternalProvisionBody,
  InternalProvisionResponse,
  LinkUserBody,
  LinkUserResponse,
  type ProvisioningOutcome,
} from '@campus/contracts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '@campus/kit';
import type { AuthContext } from '../context.js';
import { linkGoogleWorkspace } from '../db/user-directory.repository.js';
import { findUserById } from '../db/user.repository.js';
import { rolesOfUser } from '../db/rbac.repository.js';
import { createDirectory, inInstitutionalDomain } from '../directory.js';
import { DirectoryError, directoryUnavailable } from '../google-directory.js';
import { provisionWorkspaceUserJob } from '../jobs/provision-workspace-user.js';

/** Whoever creates accounts: the dean's office (administrators pass every role check). */
const ACCOUNT_CREATORS = { roles: ['deans_office'] };

export async function googleWorkspaceRoutes(app: FastifyInstance, { db, config, deps }: AuthContext): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const directory = createDirectory(db, config);
  const notConfigured = () => notFound(GOOGLE_WORKSPACE_MESSAGES.notConfigured, 'GOOGLE_WORKSPACE_NOT_CONFIGURED');
  /** Google's reason goes to the log; the person is told the directory is unavailable, with its status. */
  const asked = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof DirectoryError) && !(error instanceof Error && error.name === 'TimeoutError')) throw error;
      deps.log.warn({ err: error }, 'the Google Workspace directory did not answer');
      throw directoryUnavailable(`${GOOGLE_WORKSPACE_MESSAGES.unavailable}${error instanceof DirectoryError ? ` (${error.status})` : ''}`);
    }
  };

  api.get(
    GOOGLE_WORKSPACE_PATHS.settings,
    { config: { access: ACCOUNT_CREATORS }, schema: { summary: 'Where directory suggestions come from, the institutional email domain, and whether Workspace accounts can be provisioned (dean\'s office)', response: { 200: DirectorySettings } } },
    async () => ({ source: directory.source, institutionalDomain: config.institutionalDomain ?? null, provisioning: Boolean(directory.google) }),
  );

  api.get(
    GOOGLE_WORKSPACE_PATHS.searchUsers,
    {
      config: { access: ACCOUNT_CREATORS },
      schema: {
        summary: `Directory users whose email or name starts with q (at least ${DIRECTORY_SEARCH_MIN_CHARS} characters): Google Workspace when configured, else Campus accounts (dean's office)`,
        querystring: DirectorySearchQuery,
        response: { 200: DirectorySearchResponse, 400: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => {
      const text = request.query.q.trim();
      if ([...text].length < DIRECTORY_SEARCH_MIN_CHARS) throw badRequest(GOOGLE_WORKSPACE_MESSAGES.queryTooShort, { field: 'q' }, 'QUERY_TOO_SHORT');
      return { items: await asked(() => directory.search(text, DIRECTORY_SEARCH_MAX_RESULTS)) };
    },
  );

  api.post(
    GOOGLE_WORKSPACE_PATHS.linkUser,
    {
      config: { access: ACCOUNT_CREATORS, audit: 'user.updated' },
      schema: {
        summary: 'Link a Campus account to the Google Workspace account with this primary email, so Google sign-in opens it (dean\'s office: students\' accounts only; admin: any)',
        body: LinkUserBody,
        response: { 200: LinkUserResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => {
      const google = directory.google;
      if (!google) throw notConfigured();
      const user = await findUserById(db, request.body.userId);
      if (!user) throw notFound('No account has this id', 'UNKNOWN_USER');
      // Linking decides whose Google sign-in opens the account: the dean's office may do it for students' accounts,
      // never for a staff member's (that would hand someone else's access to whoever holds the Workspace account).
      const roles = await rolesOfUser(db, user.id, user.role);
      if (!hasRole(request.user, 'admin') && roles.some((role) => role !== 'student')) {
        throw forbidden('Only an administrator links a staff member\'s account', 'ADMIN_ONLY');
      }
      const directoryUser = await asked(() => google.get(request.body.primaryEmail.trim().toLowerCase()));
      if (!directoryUser) throw notFound(`No Google Workspace account has the email ${request.body.primaryEmail}`, 'UNKNOWN_DIRECTORY_USER');
      try {
        await linkGoogleWorkspace(db, user.id, directoryUser.id);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw conflict(`${directoryUser.primaryEmail} is already linked to another Campus account`, 'ALREADY_LINKED');
      }
      return { data: { id: user.id, email: user.email, directoryUser } };
    },
  );

  api.post(
    '/internal/auth/workspace/provision',
    {
      config: { access: { service: true } },
      schema: {
        summary: 'Queue the creation of this account\'s Google Workspace account, or say why not (service token)',
        body: InternalProvisionBody,
        response: { 200: InternalProvisionResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const user = await findUserById(db, request.body.userId);
      if (!user) throw notFound('No account has this id', 'UNKNOWN_USER');
      let provisioning: ProvisioningOutcome = 'queued';
      if (!directory.google) provisioning = 'not_configured';
      else if (!inInstitutionalDomain(config, user.email)) provisioning = 'outside_domain';
      else await deps.jobs.enqueue(provisionWorkspaceUserJob, { v: 1, userId: user.id }, { jobId: user.id });
      return { provisioning };
    },
  );
}
