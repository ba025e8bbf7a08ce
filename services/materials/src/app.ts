// The materials service. For now it only answers its health check (the kit's
// /api/<name>/health); later issues add its routes and tables.
import type { ServiceModule } from '@campus/kit';

const materials: ServiceModule = {
  name: 'materials',
  port: 8083,
  schemaName: 'materials',
  migrations: {},
  async routes() {},
};

export default materials;
