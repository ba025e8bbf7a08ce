// The attendance service. For now it only answers its health check; later issues add its routes and tables.
import type { ServiceModule } from '@campus/kit';

const attendance: ServiceModule = {
  name: 'attendance',
  port: 8085,
  schemaName: 'attendance',
  migrations: {},
  async routes(app) {
    app.get('/api/attendance/health', { config: { access: { public: true } } }, async () => ({ service: 'attendance', status: 'ok' }));
  },
};

export default attendance;
