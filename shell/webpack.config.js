import { createAppConfig } from '@campus/shared-ui/build/webpack.js';

export default createAppConfig({ name: 'shell', dir: import.meta.dirname, isHost: true });
