import type { IncomingMessage } from 'node:http';
import { keepRawBody, rawBodyOf } from './raw-body.js';

const request = (url: string) => ({ url }) as IncomingMessage;

describe('raw body of webhook requests', () => {
  it('keeps the bytes of a path with a webhooks segment', () => {
    for (const url of [
      '/api/v1/payments/webhooks/paystack',
      '/api/v1/payments/webhooks/mpesa?payment=1&token=2',
      '/webhooks',
      '/webhooks/',
    ]) {
      const req = request(url);
      const body = Buffer.from('{"a":1}');
      keepRawBody(req, body);
      expect([url, rawBodyOf(req)]).toEqual([url, body]);
    }
  });

  it('keeps nothing for any other path', () => {
    for (const url of [
      '/api/v1/checkout',
      '/api/v1/payments/webhooksx/paystack',
      '/api/v1/my-webhooks/1',
      '/api/v1/products?q=webhooks/',
      '/api/v1/products?webhooks',
    ]) {
      const req = request(url);
      keepRawBody(req, Buffer.from('{}'));
      expect([url, rawBodyOf(req)]).toEqual([url, undefined]);
    }
  });
});
