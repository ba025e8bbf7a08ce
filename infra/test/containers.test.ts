// The Dockerfile parses and has the targets compose and Kubernetes use; compose runs every service and worker,
// behind nginx, after the migrations; the static nginx config of Kubernetes keeps infra/nginx.conf's headers.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { parse } from 'yaml';
import { INFRA, REPO } from './manifests.js';

const dockerfile = readFileSync(path.join(REPO, 'Dockerfile'), 'utf8');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- compose's file, read loosely
const compose = parse(readFileSync(path.join(INFRA, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, any> };
const nginxConf = readFileSync(path.join(INFRA, 'nginx.conf'), 'utf8');

const servicesWith = (file: string) =>
  readdirSync(path.join(REPO, 'services')).filter((name) => !['platform', 'kit'].includes(name) && existsSync(path.join(REPO, 'services', name, 'src', file)));

describe('Dockerfile', () => {
  it('has no syntax problems (dockerfile-utils)', () => {
    expect(validate(dockerfile).map((problem) => `${problem.range.start.line + 1}: ${problem.message}`)).toEqual([]);
  });

  it('a broken Dockerfile is reported', () => {
    const broken = `${dockerfile}\nCOPY --frm=build /a /b\nEXPOSE port\nRUNN true\n`;
    expect(validate(broken).map((problem) => problem.message)).toEqual(expect.arrayContaining([
      'Unknown flag: frm', 'Invalid containerPort: port', 'Unknown instruction: RUNN',
    ]));
  });

  it('builds the targets compose and Kubernetes use, with services running as a non-root user in production mode', () => {
    const targets = [...dockerfile.matchAll(/^FROM \S+ AS ([\w-]+)$/gm)].map(([, name]) => name);
    expect(targets).toEqual(expect.arrayContaining(['build', 'web', 'shell-static', 'remote-static', 'service-deps', 'service']));
    const service = dockerfile.slice(dockerfile.indexOf('AS service\n'));
    expect(service).toMatch(/^USER node$/m);
    expect(service).toMatch(/NODE_ENV=production/);
    expect(service).toMatch(/^HEALTHCHECK .*healthcheck\.sh/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace "@campus\/\$SERVICE"/);
  });
});

describe('compose', () => {
  it('runs every service and every worker, after the one-shot migrations', () => {
    for (const name of servicesWith('server.ts')) {
      expect({ name, image: compose.services[name]?.image, after: compose.services[name]?.depends_on?.migrate?.condition })
        .toEqual({ name, image: `campus/${name}:\${CAMPUS_TAG:-dev}`, after: 'service_completed_successfully' });
    }
    for (const name of servicesWith('worker.ts')) {
      const worker = compose.services[`${name}-worker`];
      expect({ name, command: worker?.command, image: worker?.image }).toEqual({ name, command: ['worker'], image: `campus/${name}:\${CAMPUS_TAG:-dev}` });
    }
    expect(compose.services.migrate).toMatchObject({ command: ['seed'], image: 'campus/platform:${CAMPUS_TAG:-dev}' });
    expect(compose.services.migrate.environment.DEMO).toBe('1');
  });

  it('has every upstream of infra/nginx.conf, listening on the port nginx expects', () => {
    const upstreams = [...nginxConf.matchAll(/upstream (\w+)\s*\{\s*server ([\w-]+):(\d+);/g)];
    expect(upstreams.length).toBeGreaterThanOrEqual(6);
    for (const [, , host, port] of upstreams) {
      expect([host, compose.services[host!]?.build?.args?.PORT]).toEqual([host, port]);
    }
    expect(compose.services.nginx.ports).toEqual(['${CAMPUS_PORT:-8080}:80']);
  });
});

describe('the static nginx of Kubernetes', () => {
  it('sends the same Content-Security-Policy as infra/nginx.conf', () => {
    const csp = (text: string) => /Content-Security-Policy "([^"]+)"/.exec(text)?.[1];
    expect(csp(readFileSync(path.join(INFRA, 'docker/static.conf'), 'utf8'))).toBe(csp(nginxConf));
  });
});
