import { resolve } from 'node:path';
import { startEmbeddedPostgres } from '@sokoni/platform/db';
import { pgliteDir } from '../runtime-file.js';
import { readRuntimeInfo } from '../runtime-file.js';
import type { StandaloneConfig } from '../standalone.config.js';

/**
 * The database a command should work on: DATABASE_URL when set; else the embedded one — through
 * the running `npm start` if there is one, or opened directly when Sokoni is stopped.
 */
export async function commandDatabase(
  config: StandaloneConfig,
): Promise<{ url: string; close(): Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, close: () => Promise.resolve() };
  const dataDir = resolve(config.DATA_DIR);
  const running = await readRuntimeInfo(dataDir);
  if (running) return { url: running.databaseUrl, close: () => Promise.resolve() };
  const embedded = await startEmbeddedPostgres(pgliteDir(dataDir));
  return { url: embedded.url, close: () => embedded.stop() };
}
