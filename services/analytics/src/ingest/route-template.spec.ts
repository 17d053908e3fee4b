import { parseBatch } from './event-batch.js';
import { ROUTE_TEMPLATE_MAX, routeTemplate } from './route-template.js';

describe('routeTemplate', () => {
  it.each([
    ['/', '/'],
    ['/products', '/products'],
    ['/categories/agriculture/cocoa-coffee', '/categories/agriculture/cocoa-coffee'],
    ['/products/iphone-15-pro', '/products/iphone-15-pro'],
    ['/products/0190b000-0000-7000-8000-0000000000bb', '/products/:id'],
    ['/products/0190B000-0000-7000-8000-0000000000BB/reviews', '/products/:id/reviews'],
    ['/products/edit/0190b0000000700080000000000000bb', '/products/edit/:id'],
    ['/orders/12345', '/orders/:id'],
    ['/blog/2026', '/blog/:id'],
    ['/suppliers/5f1d7c2e9a3b4c5d6e7f8a9b', '/suppliers/:id'],
    ['/messages/arabica-0190b000-0000-7000-8000-0000000000bb', '/messages/:id'],
  ])('%s → %s (ids become :id, site words stay)', (path, template) => {
    expect(routeTemplate(path)).toBe(template);
  });

  it.each([
    ['/x/jane@doe.com', '/x/:redacted'],
    ['/x/jane%40doe.com/orders', '/x/:redacted/orders'],
    ['/call/+254712345678', '/call/:redacted'],
    ['/call/%2B254%20712%20345%20678', '/call/:redacted'],
    ['/call/0712-345-678', '/call/:redacted'],
    ['/ref/agent-0712345678', '/ref/:redacted'],
    ['/reset-password/abc123token', '/reset-password/:redacted'],
    ['/reset-password/abc123tokenQ9x7LmZ2Kd0', '/reset-password/:redacted'],
    ['/account/unsubscribe/plainwords/more', '/account/unsubscribe/:redacted/:redacted'],
    ['/share/Q9x7LmZ2Kd0abc123tok', '/share/:redacted'],
    ['/share/abcdefghijklmnopqrstuvwxyzabcd', '/share/:redacted'],
    ['/bad/%E0%A4%A', '/bad/:redacted'],
    [`/x/${'a'.repeat(65)}`, '/x/:redacted'],
  ])('%s → %s (personal or secret segments are redacted)', (path, template) => {
    expect(routeTemplate(path)).toBe(template);
  });

  it('caps the length on a segment boundary and the number of segments', () => {
    const long = `/${Array.from({ length: 11 }, () => 'abcdefghij-klmnopq').join('/')}`;
    const t = routeTemplate(long);
    expect(t.length).toBeLessThanOrEqual(ROUTE_TEMPLATE_MAX + 2);
    expect(t.endsWith('/…')).toBe(true);
    expect(
      t
        .split('/')
        .slice(1, -1)
        .every((s) => s === 'abcdefghij-klmnopq'),
    ).toBe(true);
    expect(routeTemplate(`/${Array.from({ length: 20 }, () => 'a').join('/')}`)).toBe(
      `/${Array.from({ length: 12 }, () => 'a').join('/')}/…`,
    );
  });

  it('is what a batch stores: page views of an id, an e-mail address and a token', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const occurredAt = '2026-11-25T11:59:00Z';
    const batch = parseBatch(
      {
        anonymousId: '01938a00-0000-7000-8000-0000000000aa',
        events: [
          { name: 'page_view', occurredAt, path: '/products/0190b000-0000-7000-8000-0000000000bb?ref=x' },
          { name: 'page_view', occurredAt, path: '/x/jane@doe.com' },
          { name: 'page_view', occurredAt, path: '/reset-password/abc123tokenQ9x7LmZ2Kd0#now' },
        ],
      },
      { maxBatch: 5, now },
    );
    expect(batch.events.map((e) => e.path)).toEqual([
      '/products/:id',
      '/x/:redacted',
      '/reset-password/:redacted',
    ]);
  });
});
