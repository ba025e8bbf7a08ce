// The notifications service. For now it only answers its health check; later issues add its routes and tables.
import type { ServiceModule } from '@campus/kit';

const notifications: ServiceModule = {
  name: 'notifications',
  schemaName: 'notifications',
  migrations: {},
  async routes(app) {
    app.get('/api/notifications/health', async () => ({ service: 'notifications', status: 'ok' }));
  },
};

export default notifications;
