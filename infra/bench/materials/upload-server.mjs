// The server half of uploads.mjs, in a process of its own so that its RSS is the server's alone: the kit's
// Fastify server with POST /upload (receiveMaterialUpload into local-disk storage, as the materials routes call it)
// and GET /stats (this process's RSS now and its peak since the last POST /stats/reset, sampled every 20 ms).
// Prints its address as one JSON line. Env: MATERIALS_STORAGE_DIR (required), DATA_DIR.
import { createServer, loadConfig } from '@campus/kit';
import { receiveMaterialUpload, registerMaterialUploads } from '../../../services/materials/dist/files/upload.js';
import { storageFromConfig } from '../../../services/materials/dist/files/storage.js';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const storage = storageFromConfig(config);
let peak = process.memoryUsage().rss;
setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20).unref();

const app = await createServer(config);
await app.register(async (scope) => {
  await registerMaterialUploads(scope);
  scope.post('/upload', async (request, reply) => reply.status(201).send(await receiveMaterialUpload(request, storage)));
});
app.get('/stats', async () => ({ rss: process.memoryUsage().rss, peak }));
app.post('/stats/reset', async () => {
  global.gc?.();
  peak = process.memoryUsage().rss;
  return { rss: peak };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ address })}\n`);
