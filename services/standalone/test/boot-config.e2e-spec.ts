import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@sokoni/platform/config';
import { bootStandalone, standaloneConfigSchema } from '@sokoni/standalone';

describe('standalone start with a bad gateway setting', () => {
  it('fails at once, naming the setting, before any service or database starts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sokoni-boot-'));
    try {
      const env = {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'silent',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      };
      await expect(bootStandalone(loadConfig(standaloneConfigSchema, env), env)).rejects.toThrow(
        /gateway[\s\S]*AUTH_RATE_LIMIT_PER_MINUTE/,
      );
      // Nothing was started: the embedded database was never created.
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('ends a start that fails after the services booted (the port is taken) instead of hanging', async () => {
    // The demo data's events wait at the held bus while the services boot; closing them must not wait on it.
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const { port } = taken.address() as { port: number };
    const dataDir = await mkdtemp(join(tmpdir(), 'sokoni-boot-'));
    try {
      const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
      await expect(bootStandalone(loadConfig(standaloneConfigSchema, env), env)).rejects.toThrow(
        /EADDRINUSE/,
      );
    } finally {
      await new Promise((r) => taken.close(r));
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
