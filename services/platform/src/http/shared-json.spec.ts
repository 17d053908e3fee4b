import { Controller, Get, Head, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DrainingExpressAdapter } from './draining-adapter.js';
import { shareJson } from './shared-json.js';

/** Counts its serializations: JSON.stringify calls toJSON each time it writes the value. */
class Counted {
  serializations = 0;
  toJSON() {
    this.serializations += 1;
    return { name: 'Kahawa — ☕ 60 kg', grades: ['AA', 'AB'] };
  }
}

const state = { counted: new Counted(), value: shareJson({ item: new Counted(), n: 1 }) };

function freshShared() {
  state.counted = new Counted();
  state.value = shareJson({ item: state.counted, n: 1 });
}

@Controller()
class ReadController {
  @Get('shared')
  shared() {
    return state.value;
  }

  @Head('shared')
  sharedHead() {
    return state.value;
  }

  @Get('plain')
  plain() {
    return { item: new Counted(), n: 1 };
  }
}

@Module({ controllers: [ReadController] })
class ReadModule {}

/** node:http, not fetch: fetch adds Cache-Control: no-cache to a request with If-None-Match. */
function revalidate(url: string, etag: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    request(url, { headers: { 'if-none-match': etag } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('shared JSON values', () => {
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    app = await NestFactory.create(ReadModule, new DrainingExpressAdapter(), { logger: false });
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());
  beforeEach(freshShared);

  const headersOf = (res: Response) => ({
    status: res.status,
    type: res.headers.get('content-type'),
    length: res.headers.get('content-length'),
    etag: res.headers.get('etag'),
  });

  it('is serialized once for every answer, with the headers and bytes res.json would write', async () => {
    const plain = await fetch(`${base}/plain`);
    const first = await fetch(`${base}/shared`);
    const second = await fetch(`${base}/shared`);

    const expected = await plain.text();
    expect(await first.text()).toBe(expected);
    expect(await second.text()).toBe(expected);
    expect(headersOf(first)).toEqual(headersOf(plain));
    expect(headersOf(second)).toEqual(headersOf(plain));
    expect(headersOf(plain)).toMatchObject({ status: 200, type: 'application/json; charset=utf-8' });
    expect(plain.headers.get('etag')).toMatch(/^W\/"/);
    expect(state.counted.serializations).toBe(1);
  });

  it('serializes a new shared value afresh', async () => {
    await (await fetch(`${base}/shared`)).text();
    const before = state.counted;
    freshShared();
    await (await fetch(`${base}/shared`)).text();
    expect(before.serializations).toBe(1);
    expect(state.counted.serializations).toBe(1);
  });

  it('answers a matching If-None-Match with 304 and no body, and a HEAD with the length only', async () => {
    const first = await fetch(`${base}/shared`);
    await first.text();
    const etag = first.headers.get('etag')!;

    expect(await revalidate(`${base}/shared`, etag)).toEqual({ status: 304, body: '' });

    const head = await fetch(`${base}/shared`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect(await head.text()).toBe('');
    expect(state.counted.serializations).toBe(1);
  });
});
