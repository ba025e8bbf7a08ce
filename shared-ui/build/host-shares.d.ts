/** What the shell provides to the remotes, by share key (generated in the shell's build, see host-shares-loader.cjs). */
export declare const HOST_SHARES: Record<string, { version: string; requiredVersion: string; get: () => Promise<unknown> }>;
