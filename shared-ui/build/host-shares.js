// Placeholder: in the shell's build, host-shares-loader.cjs replaces this file's text with the table of what
// the shell provides to the remotes (shared-modules.js hostShares), each module behind its own import().
/** @type {Record<string, { version: string, requiredVersion: string, get: () => Promise<unknown> }>} */
export const HOST_SHARES = {};
