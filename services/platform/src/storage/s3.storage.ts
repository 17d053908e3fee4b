import { encodeS3Path, sha256Hex, signV4, type SigV4Credentials } from './sigv4.js';
import { isStorageKey, type ObjectStorage, type StoredObject } from './storage.port.js';

export interface S3Settings extends SigV4Credentials {
  /** e.g. https://s3.eu-west-1.amazonaws.com, http://minio:9000, https://<account>.r2.cloudflarestorage.com */
  endpoint: string;
  bucket: string;
}

/**
 * An S3-compatible bucket over plain fetch, path-style (`<endpoint>/<bucket>/<key>`), which AWS,
 * MinIO, R2 and Ceph all accept. Objects stay private: the owning service serves what may be seen
 * through its own routes, so the bucket needs no public policy and URLs do not change with the driver.
 */
export class S3Storage implements ObjectStorage {
  readonly driver = 's3' as const;
  private readonly base: string;

  constructor(private readonly s: S3Settings) {
    this.base = `${s.endpoint.replace(/\/+$/, '')}/${encodeS3Path(s.bucket)}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.call('PUT', key, body, { 'content-type': contentType });
    if (!res.ok) throw await this.failure('PUT', key, res);
  }

  async get(key: string): Promise<StoredObject | null> {
    const res = await this.call('GET', key);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) throw await this.failure('GET', key, res);
    return {
      body: Buffer.from(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.call('DELETE', key);
    await res.body?.cancel();
    if (!res.ok && res.status !== 404) throw await this.failure('DELETE', key, res);
  }

  private call(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    const url = new URL(`${this.base}/${encodeS3Path(key)}`);
    const signed = signV4({ method, url, headers, payloadHash: sha256Hex(body ?? '') }, this.s);
    // host is set by fetch itself and may not be given explicitly.
    const { host: _host, ...sent } = signed;
    return fetch(url, {
      method,
      headers: sent,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  }

  private async failure(method: string, key: string, res: Response): Promise<Error> {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${method} ${key}: HTTP ${res.status} ${text}`);
  }
}
