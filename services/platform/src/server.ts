// npm start: the whole of Campus in one process on PORT (default 8080).
import { closeOnSignals, ConfigError, exitOnConfigError, loadConfig, startMetricsListener, type Config } from '@campus/kit';
import { buildPlatform, type Platform } from './app.js';

let config: Config;
let platform: Platform | undefined;
try {
  config = loadConfig(process.env, 'platform');
  platform = await buildPlatform(config);
  await platform.app.listen({ port: config.port, host: config.host });
  // One /metrics for every service of the process: here on its own port, else on PORT (see the README).
  if (config.observability.metricsPort) await startMetricsListener(platform.deps, config.observability.metricsPort);
  platform.deps.log.info(`Campus is ready on ${config.publicUrl} (started in ${Math.round(performance.now())} ms)`);
  closeOnSignals(platform.deps, platform.app);
} catch (error) {
  if (error instanceof ConfigError) exitOnConfigError(error);
  process.stderr.write(`Campus could not start: ${(error as Error).message}\n`);
  await platform?.close();
  process.exit(1);
}
