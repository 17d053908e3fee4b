import { createLocalJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import { NestFactory } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '@sokoni/platform/config';
import { InProcessTransport } from '@sokoni/platform/events';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { KEY_ACTIVATION_LEAD_MS, RETIRED_KEY_LISTED_MS, SigningKeys } from '../src/sessions/signing-keys.js';
import { IdentityModule, identityConfigSchema } from '../src/index.js';
import { startIdentity, testDatabaseOrSkip, type IdentityTestApp } from './identity-test-app.js';

const db = await testDatabaseOrSkip('identity signing keys (integration)');
const fileDb = db && (await testDatabaseOrSkip('identity signing keys from a key file (integration)'));
const suite = db ? describe : describe.skip;

const ENCRYPTION_KEY = randomBytes(32).toString('base64');

/** Access-token signing keys: sealed at rest, rotated on schedule, listed while their tokens live. */
suite('identity: signing keys (PostgreSQL)', () => {
  let t: IdentityTestApp;

  beforeAll(async () => {
    t = await startIdentity(db!, { SIGNING_KEY_ENCRYPTION_KEY: ENCRYPTION_KEY });
  });
  afterAll(async () => {
    await t?.close();
  });

  const jwks = async () => ((await (await t.api('/.well-known/jwks.json')).json()) as any).keys as any[];
  const kidOfNewToken = async () => {
    const reg = await t.register();
    const { accessToken } = await t.signIn(reg.email, reg.password);
    return { accessToken, kid: decodeProtectedHeader(accessToken).kid };
  };
  const keys = () => t.app.get(SigningKeys);

  it('keeps the private half only sealed: no plaintext key in the table', async () => {
    const rows = await t.sql(`select kid, private_jwk, private_jwk_sealed from identity.signing_keys`);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) {
      expect(row.private_jwk).toBeNull();
      expect(row.private_jwk_sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(row.private_jwk_sealed).not.toMatch(/"d"/);
    }
  });

  it('seals a plaintext key left by an earlier version, and goes on signing with it', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = 'legacy-plaintext-key';
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
    // Newer than the current key but past its lead time: the one to sign with.
    await t.sql(
      `insert into identity.signing_keys (kid, private_jwk, public_jwk, created_at) values ($1, $2, $3, now() - interval '1 hour' + interval '1 minute')`,
      [kid, JSON.stringify(await exportJWK(privateKey)), JSON.stringify(publicJwk)],
    );
    await t.sql(`update identity.signing_keys set created_at = now() - interval '2 hours' where kid <> $1`, [
      kid,
    ]);
    await keys().refresh();
    const [row] = await t.sql(
      `select private_jwk, private_jwk_sealed from identity.signing_keys where kid = $1`,
      [kid],
    );
    expect(row.private_jwk).toBeNull();
    expect(row.private_jwk_sealed).toMatch(/^v1\./);
    expect((await kidOfNewToken()).kid).toBe(kid);
  });

  it('rotates after SIGNING_KEY_ROTATION_DAYS: the new key is listed first, signs after its lead time, the old one stays listed until its tokens expire', async () => {
    const before = await kidOfNewToken();
    await t.sql(`update identity.signing_keys set created_at = created_at - interval '31 days'`);
    const now = Date.now();
    await keys().refresh(new Date(now));
    const listed = (await jwks()).map((k) => k.kid);
    expect(listed).toContain(before.kid);
    const [fresh] = await t.sql<{ kid: string }>(
      `select kid from identity.signing_keys where retired_at is null order by created_at desc limit 1`,
    );
    expect(fresh!.kid).not.toBe(before.kid);
    expect(listed[0]).toBe(fresh!.kid);
    // Published before use: verifiers that cached the old set have time to fetch the new one.
    expect((await kidOfNewToken()).kid).toBe(before.kid);

    await keys().refresh(new Date(now + KEY_ACTIVATION_LEAD_MS + 1_000));
    const after = await kidOfNewToken();
    expect(after.kid).toBe(fresh!.kid);
    const [old] = await t.sql(
      `select retired_at, private_jwk_sealed from identity.signing_keys where kid = $1`,
      [before.kid],
    );
    expect(old.retired_at).not.toBeNull();
    expect(old.private_jwk_sealed).toBeNull();
    // A token the old key signed still verifies with the published set.
    const set = createLocalJWKSet({ keys: await jwks() });
    await jwtVerify(before.accessToken, set, { issuer: 'sokoni-identity', audience: 'sokoni' });
    await jwtVerify(after.accessToken, set, { issuer: 'sokoni-identity', audience: 'sokoni' });

    // Once every token it signed has expired, the old key leaves the set.
    await t.sql(`update identity.signing_keys set retired_at = now() - $2::interval where kid = $1`, [
      before.kid,
      `${RETIRED_KEY_LISTED_MS + 1_000} milliseconds`,
    ]);
    expect((await jwks()).map((k) => k.kid)).not.toContain(before.kid);
    expect((await jwks()).map((k) => k.kid)).toContain(fresh!.kid);
  });

  it('makes exactly one new key when replicas rotate at the same moment', async () => {
    await t.sql(`update identity.signing_keys set created_at = created_at - interval '31 days'`);
    const live = async () =>
      (await t.sql(`select count(*)::int as n from identity.signing_keys where retired_at is null`))[0]
        .n as number;
    const before = await live();
    await Promise.all([keys().refresh(), keys().refresh(), keys().refresh()]);
    expect(await live()).toBe(before + 1);
  });

  it('lists only public halves', async () => {
    for (const key of await jwks()) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
  });

  it('leaves the keys alone in a one-off command (create-admin runs with relay off), whatever its encryption key', async () => {
    const rows = () =>
      t.sql(`select kid, retired_at, private_jwk_sealed from identity.signing_keys order by kid`);
    const before = await rows();
    const config = loadConfig(identityConfigSchema, {
      DATABASE_URL: db!.url,
      LOG_LEVEL: 'silent',
      STORAGE_DIR: t.storageDir,
      SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    const command = await NestFactory.createApplicationContext(
      IdentityModule.forRoot({ config, transport: new InProcessTransport(), relay: false }),
      { logger: false },
    );
    await command.close();
    expect(await rows()).toEqual(before);
  });

  it('recovers from a lost encryption key: a replica that cannot open the keys makes a new one, and old tokens still verify', async () => {
    const before = await kidOfNewToken();
    const other = await startIdentity(db!, {
      SIGNING_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    try {
      const reg = await other.register();
      const { accessToken } = await other.signIn(reg.email, reg.password);
      expect(decodeProtectedHeader(accessToken).kid).not.toBe(before.kid);
      const set = createLocalJWKSet({
        keys: ((await (await other.api('/.well-known/jwks.json')).json()) as any).keys,
      });
      await jwtVerify(before.accessToken, set, { issuer: 'sokoni-identity', audience: 'sokoni' });
      await jwtVerify(accessToken, set, { issuer: 'sokoni-identity', audience: 'sokoni' });
    } finally {
      await other.app.close();
    }
  });
});

suite('identity: a generated encryption key (standalone)', () => {
  it('is made once into SIGNING_KEY_ENCRYPTION_KEY_FILE, readable by its owner only, and read again on the next start', async () => {
    const first = await startIdentity(fileDb!, { SIGNING_KEY_ENCRYPTION_KEY: '' });
    const file = join(first.storageDir, 'signing-key-encryption.key');
    let kid: unknown;
    try {
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const reg = await first.register();
      kid = decodeProtectedHeader((await first.signIn(reg.email, reg.password)).accessToken).kid;
    } finally {
      await first.app.close();
    }
    const second = await startIdentity(fileDb!, {
      SIGNING_KEY_ENCRYPTION_KEY: '',
      SIGNING_KEY_ENCRYPTION_KEY_FILE: file,
    });
    try {
      const reg = await second.register();
      const { accessToken } = await second.signIn(reg.email, reg.password);
      expect(decodeProtectedHeader(accessToken).kid).toBe(kid);
      const [{ n }] = await second.sql(`select count(*)::int as n from identity.signing_keys`);
      expect(n).toBe(1);
    } finally {
      await second.close();
      await rm(first.storageDir, { recursive: true, force: true });
    }
  });
});
