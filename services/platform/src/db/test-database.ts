import pg from 'pg';
import { randomBytes } from 'node:crypto';

export interface TestDatabase {
  /** Connection URL of a fresh database no other run has touched. */
  url: string;
  drop(): Promise<void>;
}

/**
 * Integration tests never rely on data left by an earlier run: each gets a database of its own,
 * created from the server at `adminUrl` and dropped afterwards. Returns null when no server answers,
 * so the caller can say clearly that it skipped.
 */
export async function createTestDatabase(
  adminUrl: string | undefined,
  prefix = 'sokoni_test',
): Promise<TestDatabase | null> {
  if (!adminUrl) return null;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
