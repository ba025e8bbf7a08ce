// Every antd entry the platform may import, by deep path: `import Button from 'antd/es/button'`.
//
// The shell shares each entry as its own singleton ('antd/es/button', 'antd/es/form', …), so a screen
// downloads only the components it uses, while antd's internals (ConfigProvider context, the cssinjs
// cache) stay one instance because every antd module comes from the shell's build. Remotes take these
// entries from the shell and never bundle antd themselves; the build fails if a remote imports antd
// any other way. The list is read from the installed antd, so a remote may use any component (one the
// shell itself never shows included) without the shell changing: the shell only has to be on the same
// antd major.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const antdEs = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');

/** The folders of antd/es with an entry (index.js), e.g. 'button', 'date-picker'; not the internals (_util). */
export const ANTD_COMPONENTS = readdirSync(antdEs, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(path.join(antdEs, entry.name, 'index.js')))
  .map((entry) => entry.name);

/** The share keys, e.g. 'antd/es/button'. */
export const ANTD_SHARE_KEYS = ANTD_COMPONENTS.map((component) => `antd/es/${component}`);
