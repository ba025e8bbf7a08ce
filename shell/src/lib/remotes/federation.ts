// The federation runtime, started when the shell first loads a remote (never on the public pages). The shell
// provides every shared module from its own build (shared-ui/build/host-shares.js): remotes take the shell's
// React, antd, router, stores and i18next instance, each downloaded when a remote first asks for it.
//
// The remotes are built with experiments.externalRuntime: their remoteEntry.js does not carry the runtime core
// and reads it from globalThis._FEDERATION_RUNTIME_CORE when it runs. The shell sets that global to the very
// runtime core its own instance uses, before registering the first remote, so the page holds one copy of the
// runtime (a lazy chunk of the shell) instead of one per area.
import * as runtimeCore from '@module-federation/runtime-core';
import { init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { HOST_SHARES } from '@campus/shared-ui/build/host-shares.js';

declare global {
  // Read by the remotes' entries (ModuleFederationPlugin experiments.externalRuntime).
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

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
  if (!instance) {
    globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
    instance = init({ name: 'shell', remotes: [], shared: providedShares() });
  }
  return instance;
}
