import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from '../../src/storage/local-disk.storage.js';
import { S3Storage } from '../../src/storage/s3.storage.js';
import { storageContract } from '../../src/storage/storage.contract.js';
import { createObjectStorage, type StorageSettings } from '../../src/storage/storage.factory.js';
import { startFakeS3, type FakeS3 } from './fake-s3.js';

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
  region: process.env.S3_TEST_REGION ?? 'us-east-1',
};
const s3Ready = Boolean(s3.endpoint && s3.bucket && s3.accessKeyId && s3.secretAccessKey);
if (!s3Ready)
  console.warn(
    'SKIP S3 storage contract: set S3_TEST_ENDPOINT, S3_TEST_BUCKET, S3_TEST_ACCESS_KEY_ID and ' +
      'S3_TEST_SECRET_ACCESS_KEY (and S3_TEST_REGION) to run it against an S3-compatible server.',
  );

(s3Ready ? describe : describe.skip)('S3-compatible storage', () => {
  storageContract(() =>
    Promise.resolve({
      storage: new S3Storage({
        ...s3,
        endpoint: s3.endpoint!,
        bucket: s3.bucket!,
        accessKeyId: s3.accessKeyId!,
        secretAccessKey: s3.secretAccessKey!,
      }),
      cleanup: () => Promise.resolve(),
    }),
  );
});

describe('S3 adapter against an in-process fake (signed, path-style requests)', () => {
  const creds = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret/key+1', region: 'auto' };
  let fake: FakeS3;
  storageContract(async () => {
    fake = await startFakeS3('media', creds);
    return {
      storage: new S3Storage({ ...creds, endpoint: fake.endpoint, bucket: 'media' }),
      cleanup: () => fake.close(),
    };
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
      ...creds,
      secretAccessKey: 'nope',
      endpoint: fake.endpoint,
      bucket: 'media',
    });
    await expect(wrong.get('any.png')).rejects.toThrow(/HTTP 403/);
  });
});

describe('storage driver choice', () => {
  const settings = (s: Partial<StorageSettings>): StorageSettings => ({
    STORAGE_DRIVER: 'local',
    STORAGE_DIR: join(tmpdir(), 'sokoni-storage-choice'),
    S3_REGION: 'auto',
    ...s,
  });

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
  });

  it('refuses to start with S3 half configured', () => {
    expect(() => createObjectStorage(settings({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media' }))).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
  });
});
