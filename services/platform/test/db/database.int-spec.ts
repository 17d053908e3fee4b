import { startEmbeddedPostgres } from '@sokoni/platform/db';
import { createTestDatabase } from '@sokoni/platform/testing';
import { databaseContract } from './database.contract.js';

// The same contract against both adapters of the database port: a real PostgreSQL server (a fresh
// database, dropped afterwards) and the embedded PGlite served over a loopback socket.
const adminUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgres = await createTestDatabase(adminUrl);
const where = (() => {
  const u = new URL(adminUrl);
  return `${u.hostname}:${u.port || '5432'}`; // never print credentials
})();

if (postgres) {
  databaseContract(`PostgreSQL (${where})`, () =>
    Promise.resolve({ url: postgres.url, sessions: 'parallel', teardown: () => postgres.drop() }),
  );
} else {
  const reason = `no PostgreSQL answers at ${where} (set TEST_DATABASE_URL)`;
  console.warn(`SKIP database contract on PostgreSQL: ${reason}`);
  // describe.skip alone shows only "skipped"; the test name carries the reason into the report.
  describe.skip('database port contract: PostgreSQL', () => {
    it(`skipped: ${reason}`, () => undefined);
  });
}

databaseContract('embedded PGlite over a loopback socket', async () => {
  const embedded = await startEmbeddedPostgres('memory://');
  return { url: embedded.url, sessions: 'serialized', teardown: () => embedded.stop() };
});
