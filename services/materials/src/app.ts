// The materials service (schema `materials`): course and assignment materials, their files (streamed to storage,
// checked by content, served with Range and signed download links), who may read them (organizational's answer,
// cached 30 s), homework due soon, the announcement of a new material to its students, and the test-data generator's materials.
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps, ServiceModule } from '@campus/kit';
import { MATERIALS_SCHEMA } from './db/database.js';
import { migrations } from './db/migrations/index.js';
import { materialsContext } from './context.js';
import { registerMaterialUploads } from './files/upload.js';
import { assignmentRoutes } from './routes/assignments.js';
import { dueSoonRoutes } from './routes/due-soon.js';
import { fileRoutes } from './routes/files.js';
import { generatedRoutes } from './routes/generated.js';
import { materialRoutes } from './routes/materials.js';
import { seedMaterials } from './seed.js';

async function routes(app: FastifyInstance, deps: ServiceDeps): Promise<void> {
  const context = materialsContext(deps);
  await registerMaterialUploads(app);
  await app.register(materialRoutes(context));
  await app.register(assignmentRoutes(context));
  await app.register(fileRoutes(context));
  await app.register(dueSoonRoutes(context));
  await app.register(generatedRoutes(context));
}

const materials: ServiceModule = {
  name: 'materials',
  port: 8083,
  calls: ['auth', 'organizational', 'notifications'],
  schemaName: MATERIALS_SCHEMA,
  migrations,
  routes,
  seed: seedMaterials,
};

export default materials;
