import { createRequire } from 'node:module';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { isStorageKey, type ObjectStorage, type StoredObject } from './storage.port.js';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** Present with temporary credentials (STS, SSO, a role assumed for the pod). */
  sessionToken?: string;
}

export interface S3Settings {
  /**
   * e.g. http://minio:9000, https://<account>.r2.cloudflarestorage.com; unset on AWS, where the
   * region gives the address.
   */
  endpoint?: string;
  bucket: string;
  region: string;
  /**
   * Static keys; without them the AWS SDK's default chain finds credentials itself (AWS_* variables,
   * a web identity token as on Kubernetes with workload identity, the container or instance role),
   * and renews them before they expire.
   */
  credentials?: S3Credentials;
}

const require = createRequire(import.meta.url);

/**
 * The AWS SDK (about 2 MB of modules with @smithy) is required when an S3 adapter is built, so a
 * process on local storage never parses it. It ships CommonJS, so the constructor stays synchronous.
 */
function s3Sdk(): typeof S3Sdk {
  return require('@aws-sdk/client-s3') as typeof S3Sdk;
}

/** Longest an S3 call may take before it counts as failed (the SDK then retries). */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * An S3-compatible bucket through the AWS SDK, path-style (`<endpoint>/<bucket>/<key>`), which AWS,
 * MinIO, R2 and Ceph all accept. Objects stay private: the owning service serves what may be seen
 * through its own routes, so the bucket needs no public policy and URLs do not change with the driver.
 */
export class S3Storage implements ObjectStorage {
  readonly driver = 's3' as const;
  private readonly sdk = s3Sdk();
  private readonly client: S3Sdk.S3Client;

  constructor(private readonly s: S3Settings) {
    this.client = new this.sdk.S3Client({
      region: s.region,
      ...(s.endpoint ? { endpoint: s.endpoint } : {}),
      forcePathStyle: true,
      ...(s.credentials ? { credentials: s.credentials } : {}),
      // Checksums only where S3 requires them: the SDK's newer default (a CRC on every upload) is
      // refused by some S3-compatible servers, and the signed payload hash already covers the body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: 5_000 },
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const put = new this.sdk.PutObjectCommand({ ...this.at(key), Body: body, ContentType: contentType });
    await this.call('PUT', key, () => this.client.send(put));
  }

  async get(key: string): Promise<StoredObject | null> {
    const get = new this.sdk.GetObjectCommand(this.at(key));
    const res = await this.call('GET', key, () => this.client.send(get));
    if (!res?.Body) return null;
    return {
      body: Buffer.from(await res.Body.transformToByteArray()),
      contentType: res.ContentType ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const del = new this.sdk.DeleteObjectCommand(this.at(key));
    await this.call('DELETE', key, () => this.client.send(del));
  }

  /** Closes the client's connections (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }

  private at(key: string) {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return { Bucket: this.s.bucket, Key: key };
  }

  /** The command's answer; null for a missing object (GET 404, a DELETE of nothing is no error). */
  private async call<T>(method: string, key: string, send: () => Promise<T>): Promise<T | null> {
    try {
      return await send();
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 && method !== 'PUT') return null;
      // Status and S3's error code, never the request: its headers carry the credentials.
      const code = err instanceof this.sdk.S3ServiceException ? err.name : (err as Error).name;
      throw new Error(
        `S3 ${method} ${key}: ${status ? `HTTP ${status} ` : ''}${code}: ${(err as Error).message}`,
        {
          cause: err,
        },
      );
    }
  }
}
