import { matchRoute, serviceFor } from './routes.js';

describe('matchRoute', () => {
  it('takes the longest prefix', () => {
    expect(matchRoute('/api/v1/auth/login')).toMatchObject({ service: 'identity', public: true });
    expect(matchRoute('/api/v1/auth/resend-verification')).toEqual({
      prefix: '/api/v1/auth',
      service: 'identity',
    });
    expect(matchRoute('/api/v1/admin/emails/123')).toMatchObject({ service: 'notifications' });
  });
  it('sends checkout, orders and payments to trade, with only the providers’ webhooks public', () => {
    for (const path of [
      '/api/v1/checkout',
      '/api/v1/checkout/0193/pay',
      '/api/v1/orders/0193',
      '/api/v1/payments/0193',
    ])
      expect([path, matchRoute(path)]).toEqual([path, expect.objectContaining({ service: 'trade' })]);
    expect(matchRoute('/api/v1/payments/0193')?.public).toBeUndefined();
    expect(matchRoute('/api/v1/payments/sandbox/0193/complete')?.public).toBeUndefined();
    expect(matchRoute('/api/v1/payments/webhooks/paystack')).toMatchObject({
      service: 'trade',
      public: true,
    });
  });
  it('sends sellers’ orders, balance and payouts and the trade back office to trade; uploads to orders take files', () => {
    for (const path of [
      '/api/v1/seller/orders',
      '/api/v1/seller/balance',
      '/api/v1/seller/payouts',
      '/api/v1/seller/payout-destinations/0193/default',
      '/api/v1/admin/orders/0193/refund',
      '/api/v1/admin/payments',
      '/api/v1/admin/disputes/0193/decision',
      '/api/v1/admin/ledger/verify',
      '/api/v1/admin/payouts',
      '/api/v1/admin/refunds',
    ])
      expect([path, matchRoute(path)?.service]).toEqual([path, 'trade']);
    expect(matchRoute('/api/v1/seller/products')?.service).toBe('catalogue');
    const uploads = matchRoute('/api/v1/orders/0193/ship')!.uploads!;
    for (const path of [
      '/api/v1/orders/0193/ship',
      '/api/v1/orders/0193/disputes',
      '/api/v1/orders/0193/disputes/0194/responses',
    ])
      expect([path, uploads.test(path)]).toEqual([path, true]);
    for (const path of ['/api/v1/orders/0193/accept', '/api/v1/orders/0193/disputes/0194', '/api/v1/orders'])
      expect([path, uploads.test(path)]).toEqual([path, false]);
  });
  it('sends service requests to notifications: sending one is public and strictly limited, staff routes are not public', () => {
    expect(matchRoute('/api/v1/service-requests')).toMatchObject({
      service: 'notifications',
      public: ['POST'],
      sensitive: true,
    });
    const staff = matchRoute('/api/v1/admin/service-requests/0193');
    expect(staff).toMatchObject({ service: 'notifications' });
    expect(staff?.public).toBeUndefined();
  });
  it('sends notification settings to notifications: signed in only, except the e-mails’ unsubscribe link', () => {
    const own = matchRoute('/api/v1/notification-settings');
    expect(own).toMatchObject({ service: 'notifications' });
    expect(own?.public).toBeUndefined();
    expect(matchRoute('/api/v1/notification-settings/unsubscribe?token=x')).toMatchObject({
      service: 'notifications',
      public: ['POST'],
      sensitive: true,
    });
  });
  it('sends conversations, blocks and their back office to messaging, never public; only the attachment upload takes a file', () => {
    for (const path of [
      '/api/v1/conversations',
      '/api/v1/conversations/0193/messages',
      '/api/v1/conversations/attachments/0193',
      '/api/v1/blocks/0193',
      '/api/v1/admin/conversation-reports/0193/resolve',
      '/api/v1/admin/conversations/0193',
    ]) {
      expect([path, matchRoute(path)?.service]).toEqual([path, 'messaging']);
      expect([path, matchRoute(path)?.public]).toEqual([path, undefined]);
    }
    const uploads = matchRoute('/api/v1/conversations')!.uploads!;
    expect(uploads.test('/api/v1/conversations/attachments')).toBe(true);
    expect(uploads.test('/api/v1/conversations/0193/messages')).toBe(false);
    expect(uploads.test('/api/v1/conversations/attachments/0193')).toBe(false);
  });
  it('sends RFQs, the sellers’ RFQ inbox (not catalogue’s /seller) and their back office to trade; only attachments take files', () => {
    for (const path of [
      '/api/v1/rfqs',
      '/api/v1/rfqs/0193/quotes/0194/accept',
      '/api/v1/seller/rfqs',
      '/api/v1/admin/rfqs/0193/remove',
    ]) {
      expect([path, matchRoute(path)?.service]).toEqual([path, 'trade']);
      expect([path, matchRoute(path)?.public]).toEqual([path, undefined]);
    }
    const uploads = matchRoute('/api/v1/rfqs/0193/attachments')!.uploads!;
    expect(uploads.test('/api/v1/rfqs/0193/attachments')).toBe(true);
    expect(uploads.test('/api/v1/rfqs/0193/quotes')).toBe(false);
    expect(uploads.test('/api/v1/rfqs/0193/attachments/0194')).toBe(false);
  });
  it('does not match a prefix that is only a string prefix', () => {
    expect(matchRoute('/api/v1/meow')).toBeUndefined();
    expect(matchRoute('/api/v1/unknown')).toBeUndefined();
  });
});

describe('serviceFor', () => {
  const route = matchRoute('/api/v1/admin/dead-letters')!;
  it('takes the service of a per-service resource from the id, else from filter.service', () => {
    expect(serviceFor(route, '/api/v1/admin/dead-letters/catalogue:0193', '')).toBe('catalogue');
    expect(serviceFor(route, '/api/v1/admin/dead-letters/audit%3A0193/replay', '')).toBe('audit');
    const filter = encodeURIComponent(JSON.stringify({ service: 'identity', topic: 'x' }));
    expect(serviceFor(route, '/api/v1/admin/dead-letters', `filter=${filter}&range=[0,9]`)).toBe('identity');
    expect(serviceFor(route, '/api/v1/admin/dead-letters/replay', `filter=${filter}`)).toBe('identity');
    const many = encodeURIComponent(JSON.stringify({ id: ['audit:1', 'audit:2'] }));
    expect(serviceFor(route, '/api/v1/admin/dead-letters', `filter=${many}`)).toBe('audit');
  });
  it('names no service rather than guess', () => {
    expect(serviceFor(route, '/api/v1/admin/dead-letters', '')).toBeUndefined();
    expect(serviceFor(route, '/api/v1/admin/dead-letters', 'filter={bad')).toBeUndefined();
    expect(serviceFor(route, '/api/v1/admin/dead-letters/evil.example:1', '')).toBeUndefined();
    expect(
      serviceFor(route, '/api/v1/admin/dead-letters', 'filter={"service":"constructor"}'),
    ).toBeUndefined();
  });
  it('keeps a fixed route on its service', () => {
    expect(serviceFor(matchRoute('/api/v1/me')!, '/api/v1/me', 'service=audit')).toBe('identity');
  });
});
