import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromPackage, modulesLoadedBy } from '@sokoni/platform/testing';

// The standalone entry imports every service. Packages that only a rare request needs (an S3
// bucket, an image, a spreadsheet, the first e-mail, a payment provider) are loaded by that request:
// each one here cost the standalone process heap or a mapped native library before any user came
// (bench/README.md, memory). The gateway's own code runs on its thread, not on this one.
const standaloneDist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'index.js');

describe('what starting the standalone run loads', () => {
  let loaded: string[];

  beforeAll(() => {
    loaded = modulesLoadedBy(standaloneDist);
  });

  it('loads every service (the probe sees their modules)', () => {
    for (const service of ['catalogue', 'trade', 'notifications', 'identity'])
      expect(loaded.some((url) => url.includes(`/services/${service}/dist/index.js`))).toBe(true);
  });

  it.each([
    '@aws-sdk/client-s3/',
    'sharp/',
    'nodemailer/',
    'read-excel-file/',
    'write-excel-file/',
    'csv-parse/',
    // A payment provider's HTTP client; node's own fetch needs no package.
    'undici/',
    // The database thread's (embedded-postgres.worker.ts); services on a real server never need it.
    '@electric-sql/pglite/',
  ])('does not load %s until a request needs it', (pkg) => {
    expect(fromPackage(loaded, pkg)).toEqual([]);
  });

  it("leaves the gateway's code to the gateway thread", () => {
    expect(loaded.filter((url) => url.includes('/services/gateway/dist/'))).toEqual([
      expect.stringMatching(/\/services\/gateway\/dist\/gateway\.config\.js$/),
    ]);
  });
});
