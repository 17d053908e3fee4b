// Which topics each service consumes, and in which consumer groups, read from the source rather
// than kept in a list: the KafkaUsers (kafka-users.mjs) grant Read on exactly these topics and Write
// on their dead-letter topics, and the KEDA triggers must name groups that exist. A handler the scan
// cannot read (a topic or purpose it cannot resolve to a string) stops it with the file named, so a
// new kind of consumer is taught here instead of silently missing its grant.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');

/** The platform's TokenRevocationConsumer: every service that mounts servicePlatform() runs it. */
const REVOCATION = 'services/platform/src/auth/token-revocation.consumer.ts';
const REVOCATION_PURPOSE = 'token-revocation';

/** Every non-test `.ts` file under a directory. */
function sources(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !/\.(spec|contract)\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** The services that run a Kafka client of their own: their main.ts creates an event transport. */
export function kafkaServices(repo = root) {
  return readdirSync(join(repo, 'services'))
    .filter((name) => !['platform', 'standalone'].includes(name))
    .filter((name) => {
      const main = join(repo, 'services', name, 'src', 'main.ts');
      return existsSync(main) && /\bcreateEventTransport\(/.test(readFileSync(main, 'utf8'));
    })
    .sort();
}

const STRING = /^'([^'\\]*)'$/;

/**
 * Resolves an expression to a string: a literal, `{ purpose: X }` (its purpose), or a name bound by
 * `const NAME = …` in the file or imported (`import { NAME } from './x.js'`) from a sibling file.
 */
function resolveValue(expression, file, seen = new Set()) {
  const text = expression.trim();
  const literal = STRING.exec(text);
  if (literal) return literal[1];
  const object = /^\{\s*purpose:\s*([^,}]+?)\s*,?\s*\}$/.exec(text);
  if (object) return resolveValue(object[1], file, seen);
  if (!/^[A-Za-z_$][\w$]*$/.test(text) || seen.has(`${file}#${text}`)) return undefined;
  seen.add(`${file}#${text}`);
  const source = readFileSync(file, 'utf8');
  const bound = new RegExp(`(?:^|\\n)\\s*(?:export\\s+)?const\\s+${text}\\s*=\\s*([^;\\n]+)`).exec(source);
  if (bound) return resolveValue(bound[1], file, seen);
  for (const [, names, from] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
    if (!names.split(',').some((n) => n.trim() === text)) continue;
    const target = resolve(dirname(file), from.replace(/\.js$/, '.ts'));
    if (existsSync(target)) return resolveValue(text, target, seen);
  }
  return undefined;
}

/** The argument lists of every `OnEvent(…)` call in a source text, split at top-level commas. */
function onEventCalls(text) {
  const calls = [];
  for (const m of text.matchAll(/\bOnEvent\(/g)) {
    const args = [];
    let depth = 0;
    let quote;
    let start = m.index + m[0].length;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (quote) {
        if (ch === quote && text[i - 1] !== '\\') quote = undefined;
      } else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
      else if ('([{'.includes(ch)) depth++;
      else if (ch === ',' && depth === 0) {
        args.push(text.slice(start, i).trim());
        start = i + 1;
      } else if (')]}'.includes(ch)) {
        if (depth === 0) {
          args.push(text.slice(start, i).trim());
          break;
        }
        depth--;
      }
    }
    calls.push(args.filter((a) => a.length > 0));
  }
  return calls;
}

/** The TOPICS list of the platform's revocation consumer (`static readonly TOPICS = [...]`). */
function revocationTopics(repo) {
  const text = readFileSync(join(repo, REVOCATION), 'utf8');
  const list = /static readonly TOPICS = \[([^\]]*)\]/.exec(text);
  if (!list) throw new Error(`${REVOCATION}: no \`static readonly TOPICS = [...]\` to read`);
  return [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/**
 * Per Kafka-using service: `{ topics, groups }` (sorted), where topics are those it consumes and
 * groups the consumer groups it joins (`<service>.<purpose>`). `allTopics` is the contract map's
 * list, for a service that subscribes to every topic of it (audit).
 */
export function consumers(allTopics, repo = root) {
  const shared = revocationTopics(repo);
  const result = new Map();
  for (const service of kafkaServices(repo)) {
    const topics = new Set();
    const groups = new Set();
    const src = join(repo, 'services', service, 'src');
    for (const file of sources(src)) {
      const text = readFileSync(file, 'utf8');
      const where = relative(repo, file);
      if (/\bservicePlatform\(/.test(text)) {
        for (const t of shared) topics.add(t);
        groups.add(`${service}.${REVOCATION_PURPOSE}`);
      }
      for (const [topicExpression, optionsExpression = ''] of onEventCalls(text)) {
        const purpose = resolveValue(optionsExpression, file);
        if (purpose === undefined)
          throw new Error(
            `${where}: cannot read the purpose of OnEvent(${topicExpression}, ${optionsExpression})`,
          );
        groups.add(`${service}.${purpose}`);
        const topic = STRING.exec(topicExpression)?.[1];
        if (topic !== undefined) topics.add(topic);
        else if (new RegExp(`for \\(const ${topicExpression} of topicNames\\)`).test(text))
          for (const t of allTopics) topics.add(t);
        else throw new Error(`${where}: cannot tell which topic OnEvent(${topicExpression}, …) consumes`);
      }
    }
    result.set(service, { topics: [...topics].sort(), groups: [...groups].sort() });
  }
  return result;
}
