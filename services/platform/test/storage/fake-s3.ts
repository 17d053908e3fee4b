import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signV4 } from '../../src/storage/sigv4.js';

export interface FakeS3 {
  endpoint: string;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

/**
 * A path-style S3 stand-in for when no real server is configured: it keeps objects in memory and
 * refuses any request whose body hash or signature does not check out (re-signed with the request's
 * own date, so it proves the client signs what it sends, not the signing maths — the spec's test
 * vector does that). Not a replacement for the real-server run.
 */
export async function startFakeS3(
  bucket: string,
  creds: { accessKeyId: string; secretAccessKey: string; region: string },
): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: FakeS3['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
      requests.push({ method: req.method ?? '', path: url.pathname });
      const hash = String(req.headers['x-amz-content-sha256']);
      const date = String(req.headers['x-amz-date']);
      const when = new Date(
        date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
      );
      const signed =
        String(req.headers.authorization)
          .match(/SignedHeaders=([^,]+)/)?.[1]
          ?.split(';') ?? [];
      const headers = Object.fromEntries(
        signed
          .filter((h) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(h))
          .map((h) => [h, String(req.headers[h])]),
      );
      const expected = signV4(
        { method: req.method ?? '', url, headers, payloadHash: sha256Hex(body) },
        creds,
        when,
      );
      if (hash !== sha256Hex(body) || expected.authorization !== req.headers.authorization) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const prefix = `/${bucket}/`;
      if (!url.pathname.startsWith(prefix))
        return void res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type'] ?? 'application/octet-stream') });
        return void res.writeHead(200).end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      const found = objects.get(key);
      if (!found) return void res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      res.writeHead(200, { 'content-type': found.type }).end(found.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
