// The materials service. For now it only answers its health check; later issues add its routes and tables.
import type { ServiceModule } from '@campus/kit';

const materials: ServiceModule = {
  name: 'materials',
  port: 8083,
  schemaName: 'materials',
  migrations: {},
  async routes(app) {
    app.get('/api/materials/health', { config: { access: { public: true } } }, async () => ({ service: 'materials', status: 'ok' }));
  },
};

export default materials;
