// Fails the build when code uses a name that a curated shared module (react-router-facade.js) does not
// export: at run time that import would silently be undefined.
import { readFileSync } from 'node:fs';
import webpack from 'webpack';

/** The names a facade file re-exports: every identifier inside its `export { … }` blocks. */
export function exportedNames(facadePath) {
  const source = readFileSync(facadePath, 'utf8').replace(/\/\/.*$/gm, '');
  const names = new Set();
  for (const block of source.matchAll(/export\s*{([^}]*)}/g)) {
    for (const part of block[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  return names;
}

export class SharedExportsGuardPlugin {
  /** @param {{ facades: Record<string, string> }} options share key → facade file */
  constructor({ facades }) {
    this.allowed = new Map(Object.entries(facades).map(([key, file]) => [key, { file, names: exportedNames(file) }]));
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('SharedExportsGuardPlugin', (compilation) => {
      compilation.hooks.afterOptimizeDependencies.tap('SharedExportsGuardPlugin', (modules) => {
        for (const module of modules) this.check(compilation, module);
      });
    });
  }

  check(compilation, module) {
    const shareKey = module.options?.shareKey;
    const facade = shareKey && module.type === 'consume-shared-module' ? this.allowed.get(shareKey) : undefined;
    if (!facade) return;
    // A consumed module's exports are unknown to webpack, so read the names each import asks for.
    const used = new Set();
    for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
      const name = connection.dependency?.ids?.[0];
      if (typeof name === 'string') used.add(name);
    }
    const missing = [...used].filter((name) => name !== 'default' && !facade.names.has(name));
    if (missing.length === 0) return;
    compilation.errors.push(
      new webpack.WebpackError(
        `${shareKey} is shared through ${facade.file}, which does not export ${missing.join(', ')}. ` +
          'Add the name there if the platform should offer it.',
      ),
    );
  }
}
