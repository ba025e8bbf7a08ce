// The organizational service. For now it only answers its health check; later issues add its routes and tables.
import type { ServiceModule } from '@campus/kit';

const organizational: ServiceModule = {
  name: 'organizational',
  schemaName: 'organizational',
  migrations: {},
  async routes(app) {
    app.get('/api/organizational/health', async () => ({ service: 'organizational', status: 'ok' }));
  },
};

export default organizational;
