import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromPackage, modulesLoadedBy } from '@sokoni/platform/testing';

// The gateway owns no tables, consumes no events and, without REDIS_URL, keeps its state in memory:
// every module it loads costs parse time and heap in each gateway process (and in the standalone
// run's gateway thread). This reads what importing the built gateway loads, in a fresh node.
const gatewayDist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'index.js');

describe('what the gateway loads', () => {
  let loaded: string[];

  beforeAll(() => {
    loaded = modulesLoadedBy(gatewayDist);
  });

  it('loads the gateway itself (the probe sees its modules)', () => {
    expect(loaded.some((url) => url.includes('/gateway/dist/create-gateway.js'))).toBe(true);
    expect(loaded.some((url) => url.includes('/node_modules/@nestjs/core/'))).toBe(true);
  });

  it.each([
    '@mikro-orm/',
    'kafkajs/',
    'ioredis/',
    'pg/',
    '@electric-sql/pglite/',
    '@bufbuild/protobuf/',
    'kysely/',
  ])('does not load %s', (pkg) => {
    expect(fromPackage(loaded, pkg)).toEqual([]);
  });
});
