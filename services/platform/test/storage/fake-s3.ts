import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';

/** A key pair the fake accepts; with `sessionToken`, only requests carrying (and signing) that token. */
export interface FakeS3Account {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface FakeS3 {
  endpoint: string;
  requests: { method: string; path: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (d: Data): Buffer => {
  if (typeof d === 'string') return Buffer.from(d);
  if (ArrayBuffer.isView(d)) return Buffer.from(d.buffer, d.byteOffset, d.byteLength);
  return Buffer.from(d);
};

/** SHA-256 and HMAC-SHA-256 from node:crypto, in the shape the AWS signer takes. */
class NodeSha256 {
  private readonly h: Hash | Hmac;
  constructor(secret?: Data) {
    this.h = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: Data): void {
    this.h.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.h.digest()));
  }
}

const s3Error = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

/**
 * A path-style S3 stand-in for when no real server is configured: it keeps objects in memory and
 * refuses any request that is not signed (AWS Signature V4, checked by re-signing it with the
 * account's secret) for exactly what it sends: its body, and the session token when the account has
 * one. Not a replacement for the real-server run.
 */
export async function startFakeS3(
  bucket: string,
  region: string,
  accounts: FakeS3Account[],
): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: FakeS3['requests'] = [];

  async function refusal(req: IncomingMessage, url: URL, body: Buffer): Promise<string | null> {
    const auth = String(req.headers.authorization ?? '');
    const keyId = /Credential=([^/]+)\//.exec(auth)?.[1];
    const account = accounts.find((a) => a.accessKeyId === keyId);
    if (!account) return 'InvalidAccessKeyId';
    const signedHeaders = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    if (account.sessionToken !== undefined)
      if (
        req.headers['x-amz-security-token'] !== account.sessionToken ||
        !signedHeaders.includes('x-amz-security-token')
      )
        return 'InvalidToken';
    const hash = String(req.headers['x-amz-content-sha256']);
    if (hash !== 'UNSIGNED-PAYLOAD' && hash !== createHash('sha256').update(body).digest('hex'))
      return 'XAmzContentSHA256Mismatch';
    const date = String(req.headers['x-amz-date']).replace(
      /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
      '$1-$2-$3T$4:$5:$6Z',
    );
    const signer = new SignatureV4({
      service: 's3',
      region,
      credentials: account,
      sha256: NodeSha256,
      uriEscapePath: false,
      applyChecksum: false,
    });
    const signed = await signer.sign(
      {
        method: req.method ?? 'GET',
        protocol: 'http:',
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(signedHeaders.map((h) => [h, String(req.headers[h])])),
      },
      { signingDate: new Date(date) },
    );
    return signed.headers.authorization === auth ? null : 'SignatureDoesNotMatch';
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
        requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers });
        const xml = { 'content-type': 'application/xml' };
        const refused = await refusal(req, url, body);
        if (refused) return void res.writeHead(403, xml).end(s3Error(refused));
        const prefix = `/${bucket}/`;
        if (!url.pathname.startsWith(prefix))
          return void res.writeHead(404, xml).end(s3Error('NoSuchBucket'));
        const key = decodeURIComponent(url.pathname.slice(prefix.length));
        if (req.method === 'PUT') {
          objects.set(key, { body, type: String(req.headers['content-type'] ?? 'application/octet-stream') });
          return void res.writeHead(200, { etag: '"fake"' }).end();
        }
        if (req.method === 'DELETE') {
          objects.delete(key);
          return void res.writeHead(204).end();
        }
        const found = objects.get(key);
        if (!found) return void res.writeHead(404, xml).end(s3Error('NoSuchKey'));
        res
          .writeHead(200, { 'content-type': found.type, 'content-length': found.body.length })
          .end(found.body);
      })().catch((err: unknown) => res.writeHead(500).end(String(err)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * AWS STS's AssumeRoleWithWebIdentity, as a pod with workload identity (IRSA) calls it: the token
 * from AWS_WEB_IDENTITY_TOKEN_FILE for `account`, a temporary key pair with its session token.
 */
export async function startFakeSts(
  expectedToken: string,
  account: Required<FakeS3Account>,
): Promise<{ endpoint: string; calls: URLSearchParams[]; close(): Promise<void> }> {
  const calls: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      calls.push(form);
      if (
        form.get('Action') !== 'AssumeRoleWithWebIdentity' ||
        form.get('WebIdentityToken') !== expectedToken
      )
        return void res
          .writeHead(403, { 'content-type': 'text/xml' })
          .end(
            '<ErrorResponse><Error><Type>Sender</Type><Code>InvalidIdentityToken</Code></Error></ErrorResponse>',
          );
      res.writeHead(200, { 'content-type': 'text/xml' }).end(
        `<AssumeRoleWithWebIdentityResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/">
  <AssumeRoleWithWebIdentityResult>
    <Credentials>
      <AccessKeyId>${account.accessKeyId}</AccessKeyId>
      <SecretAccessKey>${account.secretAccessKey}</SecretAccessKey>
      <SessionToken>${account.sessionToken}</SessionToken>
      <Expiration>${new Date(Date.now() + 3_600_000).toISOString()}</Expiration>
    </Credentials>
    <AssumedRoleUser>
      <Arn>arn:aws:sts::123456789012:assumed-role/sokoni-media/pod</Arn>
      <AssumedRoleId>AROAEXAMPLE:pod</AssumedRoleId>
    </AssumedRoleUser>
  </AssumeRoleWithWebIdentityResult>
  <ResponseMetadata><RequestId>fake</RequestId></ResponseMetadata>
</AssumeRoleWithWebIdentityResponse>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
