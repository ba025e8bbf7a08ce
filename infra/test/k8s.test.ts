// The Kubernetes overlays render, every object is valid against the Kubernetes schemas, and the objects fit together
// (and with infra/nginx.conf, the services in the repo and the remotes' manifest). A broken manifest fails.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INFRA, REPO, k8sWorkspace, overlays, removeWorkspace, render, schemaErrors, unknownFieldErrors, validationErrors, type K8sObject } from './manifests.js';

let workspace: string;
const rendered = new Map<string, K8sObject[]>();

beforeAll(() => {
  workspace = k8sWorkspace();
  for (const overlay of overlays(workspace)) rendered.set(overlay, render(path.join(workspace, overlay)));
});
afterAll(() => removeWorkspace(workspace));

const servicesWith = (file: string) =>
  readdirSync(path.join(REPO, 'services')).filter((name) => name !== 'platform' && existsSync(path.join(REPO, 'services', name, 'src', file)));
const SERVICES = servicesWith('server.ts').filter((name) => name !== 'kit');
const WORKERS = servicesWith('worker.ts').map((name) => `${name}-worker`);

const production = () => rendered.get('production')!;
const of = (objects: K8sObject[], kind: string) => objects.filter((object) => object.kind === kind);
const named = (objects: K8sObject[], kind: string, name: string) => of(objects, kind).find((object) => object.metadata.name === name);
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

describe('kustomize overlays', () => {
  it('renders base and production', () => {
    expect([...rendered.keys()].sort()).toEqual(expect.arrayContaining(['base', 'production']));
    for (const objects of rendered.values()) expect(objects.length).toBeGreaterThan(50);
  });

  it.each(['base', 'production'])('%s: every object is valid against the Kubernetes schemas, with no unknown field', async (overlay) => {
    expect(await validationErrors(rendered.get(overlay)!)).toEqual([]);
  });

  it('every other overlay is valid too', async () => {
    for (const [overlay, objects] of rendered) expect({ overlay, errors: await validationErrors(objects) }).toEqual({ overlay, errors: [] });
  });
});

describe('the KEDA component (workers scaled on queue length)', () => {
  it('renders onto production, replaces the workers\' CPU HPAs and is valid against the KEDA schemas', async () => {
    const dir = path.join(workspace, 'with-keda');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'kustomization.yaml'), 'resources: [../production]\ncomponents: [../components/keda-queues]\n');
    const objects = render(dir);
    expect(await validationErrors(objects)).toEqual([]);
    const scaled = of(objects, 'ScaledObject').map((object) => object.metadata.name).sort();
    expect(scaled).toEqual(expect.arrayContaining(['auth-worker', 'grading-worker', 'notifications-worker', 'organizational-worker']));
    const hpas = of(objects, 'HorizontalPodAutoscaler').map((object) => object.metadata.name);
    expect(hpas.filter((name) => scaled.includes(name))).toEqual([]);
    for (const object of of(objects, 'ScaledObject')) expect(named(objects, 'Deployment', object.spec.scaleTargetRef.name)).toBeDefined();
  });
});

describe('a broken manifest fails', () => {
  function brokenOverlay(name: string, kustomization: string): string {
    const dir = path.join(workspace, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'kustomization.yaml'), kustomization);
    return dir;
  }

  it('is reported by the schema validation, naming the object and the field', async () => {
    const dir = brokenOverlay('broken-schema', `
resources: [../production]
patches:
  - target: { kind: Deployment, name: grading }
    patch: |-
      - { op: replace, path: /spec/replicas, value: "two" }
      - { op: replace, path: /spec/template/spec/containers/0/ports/0/containerPort, value: http }
  - target: { kind: Ingress, name: campus-notifications }
    patch: |-
      - { op: remove, path: /spec/rules/0/http/paths/0/pathType }
  - target: { kind: HorizontalPodAutoscaler, name: auth }
    patch: |-
      - { op: remove, path: /spec/scaleTargetRef }
`);
    const errors = await schemaErrors(render(dir));
    expect(errors).toEqual([
      expect.stringMatching(/^Deployment grading: .*replicas must be integer/s),
      expect.stringMatching(/^HorizontalPodAutoscaler auth: .*scaleTargetRef/s),
      expect.stringMatching(/^Ingress campus-notifications: .*pathType/s),
    ]);
    expect(errors.find((error) => error.startsWith('Deployment grading'))).toMatch(/containerPort must be integer/);
  });

  it('a field no kind has (a misspelling) is reported, naming the object and the field', () => {
    const dir = brokenOverlay('broken-field', `
resources: [../production]
patches:
  - target: { kind: Deployment, name: attendance }
    patch: |-
      - { op: add, path: /spec/strategy/rollingUpdate/maxSurje, value: 2 }
  - target: { kind: Service, name: materials }
    patch: |-
      - { op: add, path: /spec/ports/0/targetPorts, value: http }
`);
    const errors = unknownFieldErrors(render(dir)).sort();
    expect(errors).toEqual([
      expect.stringMatching(/^Deployment attendance: .*'"maxSurje"' does not exist in type 'IRollingUpdateDeployment'/),
      expect.stringMatching(/^Service materials: .*'"targetPorts"' does not exist in type 'IServicePort'/),
    ]);
  });

  it('an unknown kind has no schema and fails', async () => {
    expect(await schemaErrors([{ apiVersion: 'apps/v1', kind: 'Deploymnet', metadata: { name: 'x' } }])).toEqual(['Deploymnet x: no schema for apps/v1 Deploymnet']);
  });

  it('a kustomization that does not render fails', () => {
    const dir = brokenOverlay('broken-render', 'resources: [../production, missing.yaml]\n');
    expect(() => render(dir)).toThrow(/kustomize .* failed: .*missing\.yaml/s);
  });
});

describe('the production objects fit together', () => {
  // A new service (services/<name>/src/server.ts) or worker (src/worker.ts) fails here until infra/k8s/base has it.
  it('has a Deployment, Service, HPA and PodDisruptionBudget for every service', () => {
    expect(SERVICES).toEqual(expect.arrayContaining(['attendance', 'auth', 'grading', 'materials', 'notifications', 'organizational']));
    for (const name of SERVICES) {
      const missing = ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget'].filter((kind) => !named(production(), kind, name));
      expect({ service: name, missingIn: 'infra/k8s/base/services', kinds: missing }).toEqual({ service: name, missingIn: 'infra/k8s/base/services', kinds: [] });
    }
  });

  it('has a Deployment, metrics Service and PodDisruptionBudget for every worker, and HPAs for the import and mail workers', () => {
    expect(WORKERS).toEqual(expect.arrayContaining(['auth-worker', 'grading-worker', 'notifications-worker', 'organizational-worker']));
    for (const name of WORKERS) {
      const deployment = named(production(), 'Deployment', name);
      expect({ worker: name, missingIn: 'infra/k8s/base/workers', args: deployment?.spec.template.spec.containers[0].args })
        .toEqual({ worker: name, missingIn: 'infra/k8s/base/workers', args: ['worker'] });
      expect(named(production(), 'Service', name)).toBeDefined();
      expect(named(production(), 'PodDisruptionBudget', name)).toBeDefined();
    }
    for (const name of ['organizational-worker', 'auth-worker', 'notifications-worker']) expect(named(production(), 'HorizontalPodAutoscaler', name)).toBeDefined();
  });

  it('probes each service and worker on /ready and /health, and sets requests and limits on every container', () => {
    for (const name of SERVICES) {
      const container = named(production(), 'Deployment', name)!.spec.template.spec.containers[0];
      expect([name, container.readinessProbe.httpGet.path, container.livenessProbe.httpGet.path]).toEqual([name, '/ready', '/health']);
    }
    // A worker's own listener (METRICS_PORT) answers the same probes.
    for (const name of WORKERS) {
      const container = named(production(), 'Deployment', name)!.spec.template.spec.containers[0];
      const metricsPort = container.env.find((variable: { name: string }) => variable.name === 'METRICS_PORT')?.value;
      expect([name, container.readinessProbe.httpGet, container.livenessProbe.httpGet, metricsPort]).toEqual([
        name, { path: '/ready', port: 'metrics' }, { path: '/health', port: 'metrics' }, String(container.ports[0].containerPort),
      ]);
    }
    const pods = [...of(production(), 'Deployment'), ...of(production(), 'Job')];
    for (const object of pods) {
      for (const container of object.spec.template.spec.containers) {
        const { requests = {}, limits = {} } = container.resources ?? {};
        expect({ object: object.metadata.name, cpu: [Boolean(requests.cpu), Boolean(limits.cpu)], memory: [Boolean(requests.memory), Boolean(limits.memory)] })
          .toEqual({ object: object.metadata.name, cpu: [true, true], memory: [true, true] });
      }
    }
  });

  it('leaves the replica count of an autoscaled Deployment to its HPA', () => {
    for (const hpa of of(production(), 'HorizontalPodAutoscaler')) {
      const deployment = named(production(), 'Deployment', hpa.spec.scaleTargetRef.name)!;
      expect([deployment.metadata.name, deployment.spec.replicas]).toEqual([deployment.metadata.name, undefined]);
    }
  });

  it('runs every pod as a non-root user', () => {
    for (const object of [...of(production(), 'Deployment'), ...of(production(), 'Job')]) {
      expect([object.metadata.name, object.spec.template.spec.securityContext?.runAsNonRoot]).toEqual([object.metadata.name, true]);
    }
  });

  it('keeps the JWT keys and SERVICE_TOKEN in Secrets, the private key for auth and the migration alone', () => {
    const secrets = of(production(), 'Secret').map((secret) => secret.metadata.name.replace(/-[a-z0-9]{10}$/, ''));
    expect(secrets.sort()).toEqual(['campus-connections', 'campus-jwt-private', 'campus-jwt-public', 'campus-service-token']);
    const usesPrivateKey = [...of(production(), 'Deployment'), ...of(production(), 'Job')]
      .filter((object) => JSON.stringify(object.spec.template.spec.volumes ?? []).includes('campus-jwt-private'))
      .map((object) => object.metadata.name);
    expect(usesPrivateKey.sort()).toEqual(['auth', 'auth-worker', 'campus-migrate']);
  });

  it('points every HPA, PodDisruptionBudget and Service at a Deployment, and every Ingress backend at a Service port', () => {
    const deployments = of(production(), 'Deployment');
    const podLabels = (name: string) => deployments.find((d) => d.metadata.name === name)?.spec.template.metadata.labels;
    for (const hpa of of(production(), 'HorizontalPodAutoscaler')) expect([hpa.metadata.name, podLabels(hpa.spec.scaleTargetRef.name) !== undefined]).toEqual([hpa.metadata.name, true]);
    for (const object of [...of(production(), 'PodDisruptionBudget'), ...of(production(), 'Service')]) {
      const selector = object.kind === 'Service' ? object.spec.selector : object.spec.selector.matchLabels;
      const selected = deployments.filter((d) => matches(selector, d.spec.template.metadata.labels));
      expect([object.kind, object.metadata.name, selected.length]).toEqual([object.kind, object.metadata.name, 1]);
    }
    for (const ingress of of(production(), 'Ingress')) {
      for (const rule of ingress.spec.rules) {
        expect(rule.host).toBe('campus.example.edu');
        for (const { path: route, backend } of rule.http.paths) {
          const service = named(production(), 'Service', backend.service.name);
          const ports = service?.spec.ports.map((port: { port: number }) => port.port) ?? [];
          expect([route, ports]).toEqual([route, expect.arrayContaining([backend.service.port.number])]);
        }
      }
    }
  });

  it('routes every /api prefix of infra/nginx.conf to the same service', () => {
    const conf = readFileSync(path.join(INFRA, 'nginx.conf'), 'utf8');
    const routes = [...conf.matchAll(/location \^~ (\/api\/[^\s]*)\s*\{\s*proxy_pass http:\/\/([\w-]+);/g)];
    expect(routes.length).toBeGreaterThan(10);
    const ingressPaths = new Map(of(production(), 'Ingress').flatMap((ingress) =>
      ingress.spec.rules[0].http.paths.map((entry: { path: string; backend: { service: { name: string } } }) => [entry.path, entry.backend.service.name])));
    for (const [, prefix, service] of routes) {
      expect([prefix, ingressPaths.get(prefix!.replace(/\/$/, ''))]).toEqual([prefix, service]);
    }
    expect(ingressPaths.get('/')).toBe('shell');
  });

  it('serves each remote of the manifest from its own Deployment, and the shell the same manifest', () => {
    const manifest = JSON.parse(readFileSync(path.join(REPO, 'services/platform/mfe-manifest.json'), 'utf8')) as { remotes: { name: string; entry: string }[] };
    expect(JSON.parse(readFileSync(path.join(INFRA, 'k8s/base/mfe-manifest.json'), 'utf8'))).toEqual(manifest);
    const paths = of(production(), 'Ingress').flatMap((ingress) => ingress.spec.rules[0].http.paths as { path: string; backend: { service: { name: string } } }[]);
    for (const remote of manifest.remotes) {
      const folder = remote.entry.replace(/\/remoteEntry\.js$/, '');
      const route = paths.find((entry) => entry.path === folder);
      const deployment = named(production(), 'Deployment', route?.backend.service.name ?? '');
      expect([remote.name, deployment?.spec.template.spec.containers[0].image]).toEqual([remote.name, `registry.example.edu/campus/mfe-${remote.name}:1.0.0`]);
    }
    const shell = named(production(), 'Deployment', 'shell')!;
    expect(JSON.stringify(shell.spec.template.spec.volumes)).toMatch(/mfe-manifest-[a-z0-9]{10}/);
  });

  it('runs the migrations in a Job with the platform image', () => {
    const job = named(production(), 'Job', 'campus-migrate')!;
    expect(job.spec.template.spec.containers[0]).toMatchObject({ image: 'registry.example.edu/campus/platform:1.0.0', args: ['seed'] });
  });
});
