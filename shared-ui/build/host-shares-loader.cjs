// Generates shared-ui/build/host-shares.js in the shell's build: one entry per share key with its version, the
// range a remote must accept and an import() of the very module the shell's own code uses, so each shared
// module is a lazy chunk fetched only when a remote asks for it.
/** @this {{ getOptions(): { shares: { key: string, request: string, version: string, requiredVersion: string }[] } }} */
module.exports = function hostSharesLoader() {
  const { shares } = this.getOptions();
  const entries = shares.map(
    ({ key, request, version, requiredVersion }) =>
      `  ${JSON.stringify(key)}: { version: ${JSON.stringify(version)}, requiredVersion: ${JSON.stringify(requiredVersion)}, ` +
      `get: () => import(${JSON.stringify(request)}) },`,
  );
  return `export const HOST_SHARES = {\n${entries.join('\n')}\n};\n`;
};
