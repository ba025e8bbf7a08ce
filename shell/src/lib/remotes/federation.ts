// The federation runtime, started when the shell first loads a remote (never on the public pages). The shell
// provides every shared module from its own build (shared-ui/build/host-shares.js): remotes take the shell's
// React, antd, router, stores and i18next instance, each downloaded when a remote first asks for it.
import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { HOST_SHARES } from '@campus/shared-ui/build/host-shares.js';

let instance: ModuleFederation | undefined;

function providedShares() {
  return Object.fromEntries(
    Object.entries(HOST_SHARES).map(([key, { version, requiredVersion, get }]) => [
      key,
      {
        version,
        scope: 'default',
        get: () => get().then((module) => () => module),
        shareConfig: { singleton: true, requiredVersion },
      },
    ]),
  );
}

/** The shell's federation instance: created on first use, with what the shell provides. */
export function federation(): ModuleFederation {
  instance ??= init({ name: 'shell', remotes: [], shared: providedShares() });
  return instance;
}
