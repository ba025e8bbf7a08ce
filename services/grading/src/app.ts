// The grading service. For now it only answers its health check (the kit's
// /api/<name>/health); later issues add its routes and tables.
import type { ServiceModule } from '@campus/kit';

const grading: ServiceModule = {
  name: 'grading',
  port: 8084,
  schemaName: 'grading',
  migrations: {},
  async routes() {},
};

export default grading;
