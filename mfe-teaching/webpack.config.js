import { createAppConfig } from '@campus/shared-ui/build/webpack.js';

export default createAppConfig({
  name: 'mfe_teaching',
  dir: import.meta.dirname,
  exposes: { './area': './src/area.tsx' },
  isHost: false,
});
