// The grading service. For now it only answers its health check; later issues add its routes and tables.
import type { ServiceModule } from '@campus/kit';

const grading: ServiceModule = {
  name: 'grading',
  port: 8084,
  schemaName: 'grading',
  migrations: {},
  async routes(app) {
    app.get('/api/grading/health', { config: { access: { public: true } } }, async () => ({ service: 'grading', status: 'ok' }));
  },
};

export default grading;
