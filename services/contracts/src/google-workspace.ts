// The university's user directory (/api/google-workspace/*, served by auth): suggestions while an email is typed,
// linking a Campus account to its Google Workspace account, and what the page needs to know about both. The
// directory is Google Workspace (Admin SDK) when it is configured, and Campus's own accounts otherwise.
//
//   GET  /api/google-workspace/settings           admin, deans_office → DirectorySettings
//   GET  /api/google-workspace/search-users?q=     admin, deans_office → {items: DirectoryUser[]} (q ≥ 2 characters)
//   POST /api/google-workspace/link-user           admin, deans_office → {data: LinkedAccount} body LinkUserBody
import { Type, type Static } from 'typebox';

export const GOOGLE_WORKSPACE_PATHS = {
  settings: '/api/google-workspace/settings',
  searchUsers: '/api/google-workspace/search-users',
  linkUser: '/api/google-workspace/link-user',
} as const;

/** SPEC §9: suggestions start from 2 characters, 200 ms after the last keystroke. */
export const DIRECTORY_SEARCH_MIN_CHARS = 2;
export const DIRECTORY_SEARCH_DEBOUNCE_MS = 200;
/** A few suggestions, not a listing. */
export const DIRECTORY_SEARCH_MAX_RESULTS = 8;

/** SPEC §3 Directory user, as the Admin SDK answers it. */
export const DirectoryUser = Type.Object({
  id: Type.String(),
  primaryEmail: Type.String(),
  name: Type.Object({ fullName: Type.String(), givenName: Type.String(), familyName: Type.String() }),
  orgUnitPath: Type.String(),
});
export type DirectoryUser = Static<typeof DirectoryUser>;

export const DirectorySearchQuery = Type.Object(
  { q: Type.String({ maxLength: 200, description: `Part of an email or name, at least ${DIRECTORY_SEARCH_MIN_CHARS} characters` }) },
  { additionalProperties: false },
);
export type DirectorySearchQuery = Static<typeof DirectorySearchQuery>;
export const DirectorySearchResponse = Type.Object({ items: Type.Array(DirectoryUser) });
export type DirectorySearchResponse = Static<typeof DirectorySearchResponse>;

export const DIRECTORY_SOURCES = ['google', 'local'] as const;
export type DirectorySource = (typeof DIRECTORY_SOURCES)[number];

/** What the add-student page shows: where suggestions come from, the domain to hint at, whether provisioning can run. */
export const DirectorySettings = Type.Object({
  source: Type.Enum(DIRECTORY_SOURCES),
  /** INSTITUTIONAL_EMAIL_DOMAIN, e.g. university.am; null when not configured. */
  institutionalDomain: Type.Union([Type.String(), Type.Null()]),
  /** Whether creating a Workspace account for a new person is possible (a Google Workspace provider is configured). */
  provisioning: Type.Boolean(),
});
export type DirectorySettings = Static<typeof DirectorySettings>;

/**
 * Links the Campus account `userId` to the Workspace account whose primary email is `primaryEmail`: Google sign-in
 * with that Workspace account then opens this Campus account, even when the two emails differ.
 */
export const LinkUserBody = Type.Object(
  { userId: Type.String({ format: 'uuid' }), primaryEmail: Type.String({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);
export type LinkUserBody = Static<typeof LinkUserBody>;
export const LinkedAccount = Type.Object({ id: Type.String(), email: Type.String(), directoryUser: DirectoryUser });
export const LinkUserResponse = Type.Object({ data: LinkedAccount });
export type LinkUserResponse = Static<typeof LinkUserResponse>;

/**
 * What became of the creator's opt-in to create the person's Workspace account: not asked for, queued as a job, no
 * Workspace provider here, an email outside the Workspace domain, or auth could not be asked (the student exists).
 */
export const PROVISIONING_OUTCOMES = ['not_requested', 'queued', 'not_configured', 'outside_domain', 'failed'] as const;
export type ProvisioningOutcome = (typeof PROVISIONING_OUTCOMES)[number];

export const InternalProvisionBody = Type.Object({ userId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
export type InternalProvisionBody = Static<typeof InternalProvisionBody>;
export const InternalProvisionResponse = Type.Object({ provisioning: Type.Enum(PROVISIONING_OUTCOMES) });
export type InternalProvisionResponse = Static<typeof InternalProvisionResponse>;

export const GOOGLE_WORKSPACE_MESSAGES = {
  queryTooShort: `Type at least ${DIRECTORY_SEARCH_MIN_CHARS} characters to search the directory`,
  notConfigured: 'Google Workspace is not configured',
  unavailable: 'The Google Workspace directory is unavailable',
  /** The audit entry's warning when a creator opts in to provisioning (SPEC §4 Provisioning checkbox). */
  provisioningOptIn: 'The creator opted in to creating a Google Workspace account for this person',
} as const;
