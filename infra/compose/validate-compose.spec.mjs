import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { notificationsConfigSchema } from '../../services/notifications/src/notifications.config.ts';
import { validateCompose } from './validate-compose.mjs';

/** infra/compose/validate-compose.mjs against the vendored Compose Specification schema. */
const repo = join(import.meta.dirname, '..', '..');
const base = `
x-service: &service
  image: sokoni:1
  restart: unless-stopped
services:
  api:
    <<: *service
    environment: { PORT: "3000" }
`;

describe('compose validation', () => {
  it('accepts a valid file, with merge keys resolved first', () => {
    expect(validateCompose(base)).toEqual([]);
  });

  it('rejects an unknown service key, naming service and key', () => {
    expect(validateCompose(`${base}    restartt: always\n`)).toEqual([
      "services.api: must NOT have additional properties 'restartt'",
    ]);
  });

  it('rejects an unknown key that arrives through a merge', () => {
    const merged = base.replace('  restart: unless-stopped', '  restart: unless-stopped\n  imagee: typo');
    expect(validateCompose(merged)).toEqual(["services.api: must NOT have additional properties 'imagee'"]);
  });

  it('rejects a wrong type', () => {
    expect(validateCompose(`${base}    ports: 8080\n`)).toContainEqual('services.api.ports: must be array');
  });

  it('passes the project docker-compose.yml, which sends mail to Mailpit', () => {
    const text = readFileSync(join(repo, 'docker-compose.yml'), 'utf8');
    expect(validateCompose(text)).toEqual([]);
    const r = spawnSync(process.execPath, [join(import.meta.dirname, 'validate-compose.mjs')], {
      encoding: 'utf8',
    });
    expect(r.stdout).toContain('docker-compose.yml: ok');
    expect(r.status).toBe(0);

    const compose = parse(text, { merge: true });
    expect(compose.services.mailpit.image).toMatch(/^axllent\/mailpit:v\d/);
    expect(compose.services.mailpit.ports).toContain('8025:8025');
    // What notifications reads once Compose has substituted `${VAR:-default}` with nothing set.
    const env = Object.fromEntries(
      Object.entries(compose.services.notifications.environment).map(([k, v]) => [
        k,
        String(v).replace(/\$\{\w+:-([^}]*)\}/g, '$1'),
      ]),
    );
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
    const config = notificationsConfigSchema.safeParse(env);
    expect(config.error?.issues ?? []).toEqual([]);
    expect(config.data.SMTP_URL).toBe('smtp://mailpit:1025');
  });
});
