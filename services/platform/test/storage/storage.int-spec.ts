import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from '../../src/storage/local-disk.storage.js';
import { S3Storage } from '../../src/storage/s3.storage.js';
import { storageContract } from '../../src/storage/storage.contract.js';
import { createObjectStorage, type StorageSettings } from '../../src/storage/storage.factory.js';
import { startFakeS3, startFakeSts, type FakeS3 } from './fake-s3.js';

describe('local disk storage', () => {
  let dir: string;
  storageContract(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sokoni-storage-'));
    return { storage: new LocalDiskStorage(dir), cleanup: () => rm(dir, { recursive: true, force: true }) };
  });

  it('leaves no temporary files behind', async () => {
    const storage = new LocalDiskStorage(dir);
    await storage.put('t/one.png', Buffer.from('1'), 'image/png');
    expect(await readdir(join(dir, 't'))).toEqual(['one.png']);
  });
});

/** A real S3-compatible server (MinIO, R2, AWS) when one is given; otherwise a visible skip. */
const s3 = {
  endpoint: process.env.S3_TEST_ENDPOINT,
  bucket: process.env.S3_TEST_BUCKET,
  accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID,
  secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY,
  sessionToken: process.env.S3_TEST_SESSION_TOKEN,
  region: process.env.S3_TEST_REGION ?? 'us-east-1',
};
const s3Ready = Boolean(s3.endpoint && s3.bucket && s3.accessKeyId && s3.secretAccessKey);
if (!s3Ready)
  console.warn(
    'SKIP S3 storage contract: set S3_TEST_ENDPOINT, S3_TEST_BUCKET, S3_TEST_ACCESS_KEY_ID and ' +
      'S3_TEST_SECRET_ACCESS_KEY (and S3_TEST_REGION, S3_TEST_SESSION_TOKEN) to run it against an ' +
      'S3-compatible server.',
  );

(s3Ready ? describe : describe.skip)('S3-compatible storage', () => {
  storageContract(() => {
    const storage = new S3Storage({
      endpoint: s3.endpoint,
      bucket: s3.bucket!,
      region: s3.region,
      credentials: {
        accessKeyId: s3.accessKeyId!,
        secretAccessKey: s3.secretAccessKey!,
        ...(s3.sessionToken ? { sessionToken: s3.sessionToken } : {}),
      },
    });
    return Promise.resolve({ storage, cleanup: () => Promise.resolve(storage.close()) });
  });
});

describe('S3 adapter against an in-process fake (signed, path-style requests)', () => {
  const account = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret/key+1' };
  let fake: FakeS3;
  let storage: S3Storage;
  storageContract(async () => {
    fake = await startFakeS3('media', 'auto', [account]);
    storage = new S3Storage({
      endpoint: fake.endpoint,
      bucket: 'media',
      region: 'auto',
      credentials: account,
    });
    return { storage, cleanup: async () => (storage.close(), await fake.close()) };
  });

  it('addresses objects path-style under the bucket', () => {
    expect(
      fake.requests.some(
        (r) => r.method === 'PUT' && /^\/media\/contract-[0-9a-f]+\/a\/b\/photo\.jpg$/.test(r.path),
      ),
    ).toBe(true);
  });

  it('surfaces a refused signature as an error, not as a missing object', async () => {
    const wrong = new S3Storage({
      endpoint: fake.endpoint,
      bucket: 'media',
      region: 'auto',
      credentials: { ...account, secretAccessKey: 'nope' },
    });
    await expect(wrong.get('any.png')).rejects.toThrow(/HTTP 403 SignatureDoesNotMatch/);
    wrong.close();
  });
});

describe('S3 adapter with temporary credentials', () => {
  // As STS, SSO or a role assumed for a pod hand them out: a key pair that is refused without its token.
  const temporary = {
    accessKeyId: 'ASIATEMP',
    secretAccessKey: 'temp/secret',
    sessionToken: 'FwoGZXIvYXdzE-token',
  };
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3('media', 'eu-west-1', [temporary]);
  });
  afterAll(() => fake.close());

  it('signs every request with the session token (S3_SESSION_TOKEN)', async () => {
    const storage = createObjectStorage(
      settings({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: fake.endpoint,
        S3_BUCKET: 'media',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: temporary.accessKeyId,
        S3_SECRET_ACCESS_KEY: temporary.secretAccessKey,
        S3_SESSION_TOKEN: temporary.sessionToken,
      }),
    ) as S3Storage;
    try {
      await storage.put('t/token.png', Buffer.from('png'), 'image/png');
      expect((await storage.get('t/token.png'))?.body.toString()).toBe('png');
      await storage.delete('t/token.png');
      expect(fake.requests.at(-1)?.headers['x-amz-security-token']).toBe(temporary.sessionToken);
    } finally {
      storage.close();
    }
    // The same keys without their token are refused, loudly.
    const tokenless = new S3Storage({
      endpoint: fake.endpoint,
      bucket: 'media',
      region: 'eu-west-1',
      credentials: { accessKeyId: temporary.accessKeyId, secretAccessKey: temporary.secretAccessKey },
    });
    await expect(tokenless.get('t/token.png')).rejects.toThrow(/HTTP 403 InvalidToken/);
    tokenless.close();
  });

  it('without static keys takes the AWS default chain: a pod’s web identity token, exchanged at STS', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sokoni-web-identity-'));
    const tokenFile = join(dir, 'token');
    await writeFile(tokenFile, 'eyJ.projected-service-account-token.sig');
    const sts = await startFakeSts('eyJ.projected-service-account-token.sig', temporary);
    // What EKS injects into a pod with workload identity (IRSA), and STS here instead of AWS's.
    const env = {
      AWS_WEB_IDENTITY_TOKEN_FILE: tokenFile,
      AWS_ROLE_ARN: 'arn:aws:iam::123456789012:role/sokoni-media',
      AWS_ROLE_SESSION_NAME: 'catalogue',
      AWS_ENDPOINT_URL_STS: sts.endpoint,
      AWS_REGION: 'eu-west-1',
    };
    const saved = Object.fromEntries(
      [
        ...Object.keys(env),
        'AWS_ACCESS_KEY_ID',
        'AWS_SECRET_ACCESS_KEY',
        'AWS_SESSION_TOKEN',
        'AWS_PROFILE',
      ].map((k) => [k, process.env[k]]),
    );
    for (const k of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_PROFILE'])
      delete process.env[k];
    Object.assign(process.env, env);
    const storage = createObjectStorage(
      settings({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: fake.endpoint,
        S3_BUCKET: 'media',
        S3_REGION: 'eu-west-1',
      }),
    ) as S3Storage;
    try {
      await storage.put('t/pod.png', Buffer.from('from the pod'), 'image/png');
      expect((await storage.get('t/pod.png'))?.body.toString()).toBe('from the pod');
      expect(sts.calls.map((c) => [c.get('Action'), c.get('RoleArn')])).toEqual([
        ['AssumeRoleWithWebIdentity', env.AWS_ROLE_ARN],
      ]);
      expect(fake.requests.at(-1)?.headers['x-amz-security-token']).toBe(temporary.sessionToken);
    } finally {
      storage.close();
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      await sts.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

function settings(s: Partial<StorageSettings>): StorageSettings {
  return {
    STORAGE_DRIVER: 'local',
    STORAGE_DIR: join(tmpdir(), 'sokoni-storage-choice'),
    S3_REGION: 'auto',
    ...s,
  };
}

describe('storage driver choice', () => {
  it('uses local disk by default and S3 when configured', () => {
    expect(createObjectStorage(settings({})).driver).toBe('local');
    const s3Settings = settings({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(createObjectStorage(s3Settings).driver).toBe('s3');
    // On AWS itself: no endpoint, a real region, and the default credential chain.
    expect(
      createObjectStorage(settings({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_REGION: 'af-south-1' }))
        .driver,
    ).toBe('s3');
  });

  it('refuses to start with S3 half configured, saying what is missing', () => {
    const refusal = (s: Partial<StorageSettings>) => () =>
      createObjectStorage(settings({ STORAGE_DRIVER: 's3', ...s }));
    expect(refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/needs S3_BUCKET/);
    expect(refusal({ S3_BUCKET: 'media' })).toThrow(/needs S3_ENDPOINT, or on AWS an S3_REGION/);
    expect(refusal({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither/,
    );
    expect(refusal({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1', S3_SESSION_TOKEN: 't' })).toThrow(
      /S3_SESSION_TOKEN only with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });
});
