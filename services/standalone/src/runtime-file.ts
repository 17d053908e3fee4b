import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * While `npm start` runs on the embedded database, it leaves its address here, so a command run
 * meanwhile (create-admin, db:migrate) uses that server instead of opening the files a second time.
 */
interface RuntimeInfo {
  pid: number;
  databaseUrl: string;
  url: string;
}

const file = (dataDir: string) => join(dataDir, 'standalone.json');

/** Where the embedded database keeps its files inside DATA_DIR. */
export const pgliteDir = (dataDir: string): string => join(dataDir, 'pglite');

export async function writeRuntimeInfo(dataDir: string, info: RuntimeInfo): Promise<void> {
  await writeFile(file(dataDir), JSON.stringify(info, null, 2));
}

export async function removeRuntimeInfo(dataDir: string): Promise<void> {
  await rm(file(dataDir), { force: true });
}

/** The running instance's info, or null when none runs (a stale file from a crash is ignored). */
export async function readRuntimeInfo(dataDir: string): Promise<RuntimeInfo | null> {
  try {
    const info = JSON.parse(await readFile(file(dataDir), 'utf8')) as RuntimeInfo;
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}
