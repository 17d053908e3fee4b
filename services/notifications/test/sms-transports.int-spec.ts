import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@sokoni/platform/config';
import { notificationsConfigSchema } from '../src/index.js';
import { AfricasTalkingSmsTransport } from '../src/sms/africastalking-sms.transport.js';
import { SmsRejectedError } from '../src/sms/sms-transport.port.js';
import { TwilioSmsTransport } from '../src/sms/twilio-sms.transport.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

/**
 * The providers' adapters against a local server that checks the exact request (path, auth header,
 * form fields) and answers as the providers document, errors included.
 */
describe('notifications: SMS/WhatsApp adapters', () => {
  let server: Server;
  let base: string;
  let seen: Seen[] = [];
  let answer: { status: number; body: string } = { status: 201, body: '{}' };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        seen.push({
          method: req.method!,
          url: req.url!,
          headers: req.headers,
          form: Object.fromEntries(new URLSearchParams(raw)),
        });
        res.writeHead(answer.status, {
          'content-type': answer.body.startsWith('{') ? 'application/json' : 'text/plain',
        });
        res.end(answer.body);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    seen = [];
  });

  const at = () =>
    new AfricasTalkingSmsTransport({
      username: 'sokoni',
      apiKey: 'atsk_test_key',
      from: 'SOKONI',
      baseUrl: base,
    });
  const twilio = () =>
    new TwilioSmsTransport({
      accountSid: `AC${'a'.repeat(32)}`,
      authToken: 'twilio-auth-token-0001',
      from: '+14155238886',
      baseUrl: base,
    });

  it("Africa's Talking: POST /version1/messaging, apiKey header, form body; the recipient's message id", async () => {
    answer = {
      status: 201,
      body: JSON.stringify({
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: KES 0.8000',
          Recipients: [
            {
              statusCode: 101,
              number: '+254711000111',
              status: 'Success',
              cost: 'KES 0.8000',
              messageId: 'ATPid_SampleTxnId123',
            },
          ],
        },
      }),
    };
    const sent = await at().send({
      to: '+254711000111',
      body: 'Order SK-1 has shipped https://sokoni.test/orders/1',
      channel: 'sms',
    });
    expect(sent).toEqual({ providerMessageId: 'ATPid_SampleTxnId123' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/version1/messaging' });
    expect(seen[0]!.headers.apikey).toBe('atsk_test_key');
    expect(seen[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen[0]!.headers.accept).toBe('application/json');
    expect(seen[0]!.form).toEqual({
      username: 'sokoni',
      to: '+254711000111',
      message: 'Order SK-1 has shipped https://sokoni.test/orders/1',
      from: 'SOKONI',
    });
  });

  it("Africa's Talking: a refused recipient fails for good, bad credentials are an error to retry", async () => {
    answer = {
      status: 201,
      body: JSON.stringify({
        SMSMessageData: {
          Message: 'Sent to 0/1 Total Cost: 0',
          Recipients: [
            { statusCode: 403, number: '+2547', status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' },
          ],
        },
      }),
    };
    await expect(at().send({ to: '+2547', body: 'x', channel: 'sms' })).rejects.toThrow(SmsRejectedError);
    answer = { status: 401, body: 'The supplied authentication is invalid' };
    const err = await at()
      .send({ to: '+254711000111', body: 'x', channel: 'sms' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(SmsRejectedError);
    expect((err as Error).message).toContain('401');
    // WhatsApp is not offered: refused without a request.
    seen = [];
    await expect(at().send({ to: '+254711000111', body: 'x', channel: 'whatsapp' })).rejects.toThrow(
      SmsRejectedError,
    );
    expect(seen).toEqual([]);
  });

  it('Twilio: Messages.json under the account, basic auth, To/From/Body, whatsapp: prefixes; the SM sid', async () => {
    answer = {
      status: 201,
      body: JSON.stringify({ sid: 'SM1f0e8ae6ade43cb3c0ce4525424e404f', status: 'queued' }),
    };
    expect(await twilio().send({ to: '+254711000111', body: 'Hello', channel: 'whatsapp' })).toEqual({
      providerMessageId: 'SM1f0e8ae6ade43cb3c0ce4525424e404f',
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `/2010-04-01/Accounts/AC${'a'.repeat(32)}/Messages.json`,
    });
    expect(seen[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from(`AC${'a'.repeat(32)}:twilio-auth-token-0001`).toString('base64')}`,
    );
    expect(seen[0]!.form).toEqual({
      To: 'whatsapp:+254711000111',
      From: 'whatsapp:+14155238886',
      Body: 'Hello',
    });
    await twilio().send({ to: '+254711000111', body: 'Hi', channel: 'sms' });
    expect(seen[1]!.form).toEqual({ To: '+254711000111', From: '+14155238886', Body: 'Hi' });
  });

  it('Twilio: its 400 error answer fails for good with the code; a 5xx is retried', async () => {
    answer = {
      status: 400,
      body: JSON.stringify({
        code: 21211,
        message: "The 'To' number +2547 is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      }),
    };
    const err = await twilio()
      .send({ to: '+2547', body: 'x', channel: 'sms' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsRejectedError);
    expect((err as Error).message).toContain('21211');
    answer = { status: 503, body: '<html>busy</html>' };
    const busy = await twilio()
      .send({ to: '+254711000111', body: 'x', channel: 'sms' })
      .catch((e: unknown) => e);
    expect(busy).not.toBeInstanceOf(SmsRejectedError);
  });

  it('refuses to start with a provider chosen but not configured', () => {
    const base = { DATABASE_URL: 'postgres://localhost/x' };
    expect(loadConfig(notificationsConfigSchema, base, { service: 'notifications' }).SMS_TRANSPORT).toBe(
      'stored',
    );
    expect(() =>
      loadConfig(
        notificationsConfigSchema,
        { ...base, SMS_TRANSPORT: 'twilio' },
        { service: 'notifications' },
      ),
    ).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() =>
      loadConfig(
        notificationsConfigSchema,
        {
          ...base,
          SMS_TRANSPORT: 'africastalking',
          AFRICASTALKING_USERNAME: 'sandbox',
          AFRICASTALKING_API_KEY: 'k',
          SMS_CHANNEL: 'whatsapp',
        },
        { service: 'notifications' },
      ),
    ).toThrow(/SMS_CHANNEL/);
  });
});
