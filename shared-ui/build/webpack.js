// One webpack configuration for the shell (Module Federation host) and the five remotes.
// Each app's webpack.config.js is a one-liner calling createAppConfig.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';

import { AntdImportGuardPlugin } from './antd-import-guard.js';
import { SharedExportsGuardPlugin } from './shared-exports-guard.js';
import { REACT_ROUTER_FACADE, hostShares, reactRouterAliases, sharedModules } from './shared-modules.js';

const HOST_SHARES_FILE = path.join(import.meta.dirname, 'host-shares.js');

/**
 * @param {object} options
 * @param {string} options.name  container name, e.g. 'shell' or 'mfe_learning'
 * @param {string} options.dir   the app's folder (import.meta.dirname of its webpack.config.js)
 * @param {Record<string, string>} [options.exposes]  remotes: e.g. { './area': './src/area.tsx' }
 * @param {boolean} options.isHost
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createAppConfig({ name, dir, exposes = {}, isHost }) {
  return (_env, argv) => {
    const production = (argv.mode ?? 'production') === 'production';
    const packageJson = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote needs no page of its own: its only entry is remoteEntry.js, added by the plugin.
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // A [contenthash] in the entry name broke the federated build (STACK-NOTES); chunks carry it.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        // The shell lives at the site root; a remote finds its chunks next to its remoteEntry.js.
        publicPath: isHost ? (process.env.PUBLIC_PATH ?? '/') : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // Sources import siblings as './x.js' (NodeNext style); find the .ts/.tsx file behind it.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // Workspace packages (@campus/shared-ui, @campus/contracts) compile from their TypeScript sources.
        conditionNames: ['campus-source', '...'],
        alias: {
          ...reactRouterAliases(dir),
          // The shell's own code takes React Router from the facade it provides, so it shares one router
          // context with the remotes (and the package's default export is its development build).
          ...(isHost ? { 'react-router-dom$': REACT_ROUTER_FACADE, 'react-router$': REACT_ROUTER_FACADE } : {}),
        },
      },
      module: {
        rules: [
          ...(isHost ? [hostSharesRule(dir, packageJson)] : []),
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(production) },
          },
          {
            // shared-ui's files only declare things; marking them side-effect free lets webpack skip what a
            // page does not import from the barrel (its package.json does not say so itself).
            test: /[\\/]shared-ui[\\/]src[\\/]/,
            sideEffects: false,
          },
          {
            // antd's building blocks are pure ES modules but do not declare it. Without this, one import
            // from an index (antd/es/form/context → @rc-component/form) pulls the whole package (all of
            // rc-field-form and async-validator just to show an Input).
            test: /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/,
            sideEffects: false,
          },
        ],
      },
      plugins: [
        // The shell is an ordinary webpack app: it starts the federation runtime itself, from the lazy code
        // behind sign-in, with what it provides to the remotes (host-shares.js). Remotes are containers.
        ...(isHost
          ? []
          : [
              new ModuleFederationPlugin({
                name,
                filename: 'remoteEntry.js',
                exposes,
                shared: sharedModules({ dir, packageJson, isHost }),
                dts: false,
                manifest: false,
                // Remotes are plain remoteEntry.js URLs: the runtime's manifest snapshot machinery is not needed.
                // externalRuntime: the entry takes the federation runtime core from the page
                // (globalThis._FEDERATION_RUNTIME_CORE, set by the shell's shell/src/lib/remotes/federation.ts)
                // instead of carrying its own copy, so the page downloads the runtime once, not once per area.
                experiments: { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
              }),
            ]),
        new AntdImportGuardPlugin({ isHost }),
        new SharedExportsGuardPlugin({
          facades: { 'react-router': REACT_ROUTER_FACADE, 'react-router-dom': REACT_ROUTER_FACADE },
        }),
        ...(isHost ? [hostHtml(dir)] : []),
        ...(production ? compressionPlugins() : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Each shared antd component is its own chunk. With webpack's defaults (20 KB minimum, 30 requests)
        // their common helpers (antd/es/_util, rc-util, the icon base) were copied into every one of them;
        // smaller shared chunks keep one copy of each, downloaded once.
        splitChunks: {
          chunks: 'async',
          minSize: 2_000,
          maxAsyncRequests: 100,
          cacheGroups: {
            antdCore: {
              test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|config-provider|theme|style|locale|version)|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/]util|stylis|@emotion|clsx|@babel[\\/]runtime)[\\/]/,
              name: 'antd-core',
              chunks: 'async',
              enforce: true,
              priority: 20,
            },
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
  };
}

/** Fills shared-ui/build/host-shares.js with the shell's shares (see hostShares in shared-modules.js). */
function hostSharesRule(dir, packageJson) {
  return {
    test: (resource) => resource === HOST_SHARES_FILE,
    use: { loader: path.join(import.meta.dirname, 'host-shares-loader.cjs'), options: { shares: hostShares({ dir, packageJson }) } },
  };
}

function swcOptions(production) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: { react: { runtime: 'automatic', development: !production } },
    },
  };
}

function hostHtml(dir) {
  const template = path.join(dir, 'src', 'index.html');
  return new HtmlWebpackPlugin({
    ...(existsSync(template) ? { template } : { title: 'Campus' }),
    // With publicPath 'auto' the page would use relative script paths and deep links would break.
    publicPath: process.env.PUBLIC_PATH ?? '/',
    scriptLoading: 'defer',
  });
}

/** Pre-compressed copies, so the server can answer Accept-Encoding without compressing per request. */
function compressionPlugins() {
  const shared = { test: /\.(js|css|html|json)$/, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin({ ...shared, algorithm: 'gzip', filename: '[path][base].gz' }),
    new CompressionPlugin({ ...shared, algorithm: 'brotliCompress', filename: '[path][base].br' }),
  ];
}
