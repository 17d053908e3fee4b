/**
 * Offline schema check of rendered Kubernetes objects, strict about unknown fields.
 *
 * The kubernetes-models packages ship Ajv validators compiled from the OpenAPI / CRD schemas, not
 * the schemas themselves, and those schemas almost never say `additionalProperties: false`: a typo
 * such as `livenessProbee` passes them, while the API server (strict field validation) or, worse, a
 * silently pruning CRD would drop it. So each validator runs on a Proxy of the object that records
 * which keys it looks up: a compiled validator reads every property its schema declares, and
 * enumerates an object only when the schema is a map (additionalProperties) or free-form. A key that
 * was never read, on an object whose keys were never enumerated and some of whose keys were read,
 * is unknown to the schema. An object whose validator read nothing (x-kubernetes-preserve-unknown-fields,
 * `type: object` without properties) is free-form and not judged further.
 */

/** API group → package holding its models. The core group ("v1") lives in kubernetes-models. */
export const CRD_PACKAGES = {
  'kafka.strimzi.io': '@kubernetes-models/strimzi-kafka-operator',
  'core.strimzi.io': '@kubernetes-models/strimzi-kafka-operator',
  'postgresql.cnpg.io': '@kubernetes-models/cloudnative-pg',
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
  'keda.sh': '@kubernetes-models/keda',
  'eventing.keda.sh': '@kubernetes-models/keda',
  'external-secrets.io': '@kubernetes-models/external-secrets',
  'generators.external-secrets.io': '@kubernetes-models/external-secrets',
};

const modules = new Map();
const resolves = (specifier) => {
  try {
    import.meta.resolve(specifier);
    return true;
  } catch {
    return false;
  }
};

/** The model class for apiVersion + kind, or undefined when no package we ship knows it. */
export async function modelFor(apiVersion, kind) {
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return undefined;
  const slash = apiVersion.indexOf('/');
  const group = slash < 0 ? '' : apiVersion.slice(0, slash);
  const pkg = group === '' || !CRD_PACKAGES[group] ? 'kubernetes-models' : CRD_PACKAGES[group];
  const specifier = `${pkg}/${apiVersion}`;
  if (!modules.has(specifier)) {
    // A missing package is a broken install, not an unknown kind: say so instead of "no schema".
    if (!resolves(pkg)) throw new Error(`${pkg} is not installed (run npm ci)`);
    // A group/version the package does not export is an unknown kind, reported by the caller.
    modules.set(specifier, resolves(specifier) ? import(specifier) : Promise.resolve(undefined));
  }
  const mod = await modules.get(specifier);
  const model = mod?.[kind];
  if (typeof model !== 'function' || model.apiVersion !== apiVersion || model.kind !== kind) return undefined;
  return model;
}

/** `/spec/containers/0/name` → `spec.containers[0].name`. */
export function jsonPath(pointer) {
  if (pointer === '') return '(root)';
  return pointer
    .split('/')
    .slice(1)
    .map((raw) => raw.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((path, key) => {
      if (/^\d+$/.test(key)) return `${path}[${key}]`;
      if (/^[A-Za-z_$][\w$-]*$/.test(key)) return path ? `${path}.${key}` : key;
      return `${path}[${JSON.stringify(key)}]`;
    }, '');
}

const escape = (key) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

/** Wraps `value` so that reads and enumerations of every nested object are recorded in `seen`. */
function track(value, pointer, seen) {
  if (value === null || typeof value !== 'object') return value;
  const record = { pointer, value, read: new Set(), enumerated: false };
  seen.push(record);
  const children = new Map();
  return new Proxy(value, {
    get(target, key, receiver) {
      const child = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return child;
      record.read.add(key);
      if (!Object.hasOwn(target, key) || child === null || typeof child !== 'object') return child;
      if (!children.has(key)) children.set(key, track(child, `${pointer}/${escape(key)}`, seen));
      return children.get(key);
    },
    has(target, key) {
      if (typeof key === 'string') record.read.add(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      record.enumerated = true;
      return Reflect.ownKeys(target);
    },
  });
}

/**
 * Validates one object. Returns problems as `{ path, message }` (path in dotted JSON-path form);
 * an empty list means it conforms.
 */
export async function checkObject(object) {
  const apiVersion = object?.apiVersion;
  const kind = object?.kind;
  const model = await modelFor(apiVersion, kind);
  if (!model) {
    return [{ path: '(root)', message: `no schema for apiVersion ${apiVersion} kind ${kind}` }];
  }
  const seen = [];
  const problems = [];
  try {
    model.prototype.validate.call(track(object, '', seen));
  } catch (error) {
    if (!Array.isArray(error?.errors)) throw error;
    for (const e of error.errors) {
      const detail = e.params?.allowedValues ? ` (${e.params.allowedValues.join(', ')})` : '';
      problems.push({ path: jsonPath(e.instancePath), message: `${e.message}${detail}` });
    }
  }
  for (const { pointer, value, read, enumerated } of seen) {
    if (Array.isArray(value) || enumerated || read.size === 0) continue;
    for (const key of Object.keys(value)) {
      if (!read.has(key))
        problems.push({ path: jsonPath(`${pointer}/${escape(key)}`), message: 'unknown field' });
    }
  }
  const unique = new Map(problems.map((p) => [`${p.path}\0${p.message}`, p]));
  return [...unique.values()];
}

/** "Deployment/catalogue" (with namespace when set) for messages. */
export const describe = (object) =>
  `${object?.kind ?? '?'}/${object?.metadata?.namespace ? `${object.metadata.namespace}/` : ''}${object?.metadata?.name ?? '?'}`;
