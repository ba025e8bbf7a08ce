// Renders the Kubernetes overlays in infra/k8s and validates what comes out: each object against the Kubernetes
// API's schemas (kubernetes-models, generated from the API's OpenAPI documents), then the references between them.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';

export const INFRA = path.resolve(import.meta.dirname, '..');
export const REPO = path.resolve(INFRA, '..');

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked by the schemas, read loosely here
  data?: Record<string, string>;
}

/**
 * A copy of infra/k8s with the Secrets' files an operator makes (infra/docker/make-secrets.mjs and a
 * connections.env), so the overlays render as they would for real. Remove it with rmSync when done.
 */
export function k8sWorkspace(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-k8s-'));
  cpSync(path.join(INFRA, 'k8s'), dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}secrets${path.sep}`) });
  for (const overlay of overlays(dir)) {
    const secrets = path.join(dir, overlay, 'secrets');
    if (!existsSync(path.join(dir, overlay, 'kustomization.yaml')) || overlay === 'base') continue;
    execFileSync(process.execPath, [path.join(INFRA, 'docker', 'make-secrets.mjs'), secrets], { stdio: 'pipe' });
    writeFileSync(path.join(secrets, 'connections.env'), 'DATABASE_URL=postgres://campus:test@postgres:5432/campus\nSMTP_URL=smtp://mail:1025\n');
  }
  return dir;
}

/** base and every overlay: each folder of infra/k8s with a kustomization.yaml (components/ holds optional parts). */
export function overlays(dir: string): string[] {
  return readdirSync(dir).filter((name) => existsSync(path.join(dir, name, 'kustomization.yaml')));
}

/** kustomize as kubectl carries it (kubectl ≥ 1.27, kustomize 5); KUSTOMIZE=<binary> for a standalone one. */
export function render(dir: string): K8sObject[] {
  const standalone = process.env.KUSTOMIZE;
  const [command, args] = standalone ? [standalone, ['build', dir]] : [process.env.KUBECTL ?? 'kubectl', ['kustomize', dir]];
  let output: string;
  try {
    output = execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string };
    if (code === 'ENOENT') throw new Error(`${command} not found: these tests render the overlays with kubectl kustomize (kubectl 1.27 or later), or set KUSTOMIZE to a kustomize binary`);
    throw new Error(`${command} ${args.join(' ')} failed: ${stderr}`);
  }
  return parseAllDocuments(output).map((document) => {
    if (document.errors.length > 0) throw new Error(`rendered YAML does not parse: ${document.errors[0]!.message}`);
    return document.toJS() as K8sObject;
  });
}

/** The kubernetes-models module of an apiVersion and kind, e.g. apps/v1 Deployment; KEDA's from @kubernetes-models/keda. */
function moduleOf(object: K8sObject): string {
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : [undefined, object.apiVersion];
  return group === 'keda.sh'
    ? `@kubernetes-models/keda/keda.sh/${version}/${object.kind}`
    : `kubernetes-models/${group ? `${group}/` : ''}${version}/${object.kind}`;
}

async function modelOf(object: K8sObject): Promise<{ validate(): void } & (new (data: unknown) => { validate(): void })> {
  try {
    const exports = await import(moduleOf(object));
    return exports[object.kind];
  } catch {
    throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  }
}

/** Every schema violation of every object, as "Kind name: where what" lines (empty when all are valid). */
export async function schemaErrors(objects: K8sObject[]): Promise<string[]> {
  const errors: string[] = [];
  for (const object of objects) {
    const where = `${object.kind ?? '?'} ${object.metadata?.name ?? '?'}`;
    try {
      const Model = await modelOf(object);
      new Model(asSentToTheApi(object)).validate();
    } catch (error) {
      errors.push(`${where}: ${(error as Error).message}`);
    }
  }
  return errors;
}

/**
 * The schemas accept fields they do not know (a misspelt `maxSurje` passes them, and the API server would drop it
 * or refuse it). kubernetes-models also declares each kind as a TypeScript interface, so every object is written out
 * as a literal of its kind's type and TypeScript's excess-property check names each field no kind has.
 */
export function unknownFieldErrors(objects: K8sObject[]): string[] {
  const folder = path.join(REPO, 'node_modules', '.cache', 'campus-k8s-types');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `objects-${process.pid}-${Date.now()}.ts`);
  // One object per line, so a diagnostic's line names its object.
  const lines = objects.map((object, index) =>
    `export const o${index}: import('${moduleOf(object)}').I${object.kind} = ${JSON.stringify(asSentToTheApi(object))};`);
  writeFileSync(file, lines.join('\n'));
  try {
    const program = ts.createProgram([file], {
      noEmit: true, strict: true, skipLibCheck: true, types: [],
      module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022,
    });
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : -1;
      const object = objects[line];
      return `${object?.kind ?? '?'} ${object?.metadata?.name ?? '?'}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    });
  } finally {
    rmSync(file, { force: true });
  }
}

/** Both checks: the schemas (types, formats, required fields, enums) and fields no kind has. */
export async function validationErrors(objects: K8sObject[]): Promise<string[]> {
  const errors = await schemaErrors(objects);
  return errors.length > 0 ? errors : unknownFieldErrors(objects);
}

/**
 * kustomize writes a long Secret value as a block of base64 lines; the API server's decoder skips the line breaks,
 * while the schema's "byte" format does not, so they are joined first.
 */
function asSentToTheApi(object: K8sObject): K8sObject {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = Object.fromEntries(Object.entries(object.data).map(([key, value]) => [key, String(value).replace(/\s+/g, '')]));
  return { ...object, data };
}

export function removeWorkspace(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
