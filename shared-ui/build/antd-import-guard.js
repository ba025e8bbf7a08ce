// Fails the build when antd would be bundled in a way that breaks the one-antd-instance design.
import webpack from 'webpack';

const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]/;
const ANTD_BARREL_OR_CJS = /[\\/]node_modules[\\/]antd[\\/](es[\\/]index\.js$|lib[\\/]|dist[\\/])/;

/**
 * Remotes must take every antd entry from the shell (shared with `import: false`), so any antd module
 * in a remote's build means an import that is not an entry (shared-ui/build/antd-components.js), e.g. the
 * `antd` barrel or 'antd/es/button/button'. The shell may bundle antd, but never the barrel or the CommonJS
 * build, which would pull all of antd or a second copy of its internals.
 */
export class AntdImportGuardPlugin {
  constructor({ isHost }) {
    this.isForbidden = (resource) => (isHost ? ANTD_BARREL_OR_CJS : ANTD_MODULE).test(resource);
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('AntdImportGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('AntdImportGuardPlugin', (modules) => {
        for (const module of modules) this.check(compilation, module);
      });
    });
  }

  check(compilation, module) {
    const resource = module.resource;
    if (!resource || !this.isForbidden(resource)) return;
    const issuer = compilation.moduleGraph.getIssuer(module);
    // Report only where antd is entered from outside, not every antd file behind that import.
    if (issuer?.resource && ANTD_MODULE.test(issuer.resource)) return;
    const message =
      `${issuer?.resource ?? 'an entry'} imports ${module.rawRequest ?? resource}. ` +
      `Import antd components by deep path with a default import (import Button from 'antd/es/button').`;
    compilation.errors.push(new webpack.WebpackError(message));
  }
}
