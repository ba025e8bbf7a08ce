import type { Migration } from 'kysely';
import * as createAuthTables from './0001_create_auth_tables.js';
import * as accountTokensAndProfile from './0002_account_tokens_and_profile.js';
import * as mfa from './0003_mfa.js';
import * as sessionVersion from './0004_session_version.js';
import * as googleWorkspaceLink from './0005_google_workspace_link.js';

/** Every migration of the auth schema, keyed by its sortable name. */
export const migrations: Record<string, Migration> = {
  '0001_create_auth_tables': createAuthTables,
  '0002_account_tokens_and_profile': accountTokensAndProfile,
  '0003_mfa': mfa,
  '0004_session_version': sessionVersion,
  '0005_google_workspace_link': googleWorkspaceLink,
};
