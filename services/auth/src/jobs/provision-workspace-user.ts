// The job "auth.provision-workspace-user": creates a new person's Google Workspace account (Admin SDK users.insert)
// after the dean's office opted in, outside the request, so a slow Google never holds the form; the kit retries it
// with backoff. Idempotent: an account already linked is left alone, and an address Google already has is linked.
import { defineJob, type ServiceDeps } from '@campus/kit';
import { Type } from 'typebox';
import type { AuthDb } from '../db/database.js';
import { linkGoogleWorkspace } from '../db/user-directory.repository.js';
import { findUserById } from '../db/user.repository.js';
import type { GoogleDirectory } from '../google-directory.js';

export const provisionWorkspaceUserJob = defineJob(
  'auth.provision-workspace-user',
  Type.Object({ v: Type.Literal(1), userId: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
);

export function handleProvisionWorkspaceUser(deps: ServiceDeps, db: AuthDb, google: GoogleDirectory): void {
  deps.jobs.define(provisionWorkspaceUserJob, async ({ userId }) => {
    const user = await findUserById(db, userId);
    // Taken back since (its record failed), or linked already: nothing to do.
    if (!user || user.google_workspace_id) return;
    const workspaceUser = await google.insert({ primaryEmail: user.email, givenName: user.first_name, familyName: user.last_name });
    await linkGoogleWorkspace(db, user.id, workspaceUser.id);
    deps.log.info({ userId, workspaceUserId: workspaceUser.id }, 'Google Workspace account provisioned');
  });
}
