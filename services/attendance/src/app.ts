// The attendance service. For now it only answers its health check (the kit's
// /api/<name>/health); later issues add its routes and tables.
import type { ServiceModule } from '@campus/kit';

const attendance: ServiceModule = {
  name: 'attendance',
  port: 8085,
  schemaName: 'attendance',
  migrations: {},
  async routes() {},
};

export default attendance;
