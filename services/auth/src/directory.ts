// Where suggestions for a typed email come from: the Google Workspace directory when one is configured, else
// Campus's own accounts (the local directory). Linking and provisioning need Google; the local one only suggests.
import type { DirectorySource, DirectoryUser } from '@campus/contracts';
import type { Config } from '@campus/kit';
import type { AuthDb } from './db/database.js';
import { searchLocalDirectory } from './db/user-directory.repository.js';
import type { UserRow } from './db/user.table.js';
import { createGoogleDirectory, type GoogleDirectory } from './google-directory.js';

export interface Directory {
  source: DirectorySource;
  search(text: string, limit: number): Promise<DirectoryUser[]>;
  /** The Workspace directory, when configured. */
  google?: GoogleDirectory;
}

export function createDirectory(db: AuthDb, config: Config): Directory {
  if (config.googleWorkspace) {
    const google = createGoogleDirectory(config.googleWorkspace);
    return { source: 'google', search: (text, limit) => google.search(text, limit), google };
  }
  return { source: 'local', search: async (text, limit) => (await searchLocalDirectory(db, text, limit)).map(localDirectoryUser) };
}

/** A Campus account in the Directory user's shape; the org unit is the account's role. */
function localDirectoryUser(user: UserRow): DirectoryUser {
  return {
    id: user.id,
    primaryEmail: user.email,
    name: { fullName: `${user.first_name} ${user.last_name}`.trim(), givenName: user.first_name, familyName: user.last_name },
    orgUnitPath: `/${user.role}`,
  };
}

/** Whether an address belongs to the institution's domain (any address when none is configured). */
export function inInstitutionalDomain(config: Config, email: string): boolean {
  return !config.institutionalDomain || email.toLowerCase().endsWith(`@${config.institutionalDomain}`);
}
