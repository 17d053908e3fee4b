// Runs the gateway from its TypeScript sources, so this bench needs no build: Node's own type
// stripping cannot (Nest's decorators and their metadata), so .ts files go through SWC with the
// same settings as the Jest transform, and `@sokoni/*` resolves to src/ as in jest.config.js.
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from '@swc/core';

const SWC = {
  swcrc: false,
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2023',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const source = (path) => ({ url: pathToFileURL(`${ROOT}${path}`).href, shortCircuit: true });

registerHooks({
  resolve(specifier, context, nextResolve) {
    const platform = /^@sokoni\/platform\/([a-z-]+)$/.exec(specifier);
    if (platform) return source(`services/platform/src/${platform[1]}/index.ts`);
    if (specifier === '@sokoni/contracts') return source('proto/src/index.ts');
    const service = /^@sokoni\/([a-z]+)$/.exec(specifier);
    if (service) return source(`services/${service[1]}/src/index.ts`);
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts'))
        return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
      throw error;
    }
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
    const filename = fileURLToPath(url);
    const { code } = transformSync(readFileSync(filename, 'utf8'), { ...SWC, filename });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
