import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

await vi.hoisted(async () => {
  const { installFakeNetwork } = await import('../../shell/testing/fake-network');
  installFakeNetwork();
});

import { loadNamespace } from '../../i18n/i18n';
import { json, respond } from '../../shell/testing/fake-network';
import { actAsync, renderWithApp } from '../../shell/testing/render';
import { HeroSearch } from './hero-search.section';

beforeAll(() => loadNamespace('en', 'home'), 60_000);
afterEach(cleanup);

const location = () => screen.getByTestId('location').textContent;

describe('hero search', () => {
  it('does nothing for a blank query; searches with q and category on Enter or the button', async () => {
    respond(() => json({ status: 503, detail: 'down' }, 503));
    await renderWithApp(<HeroSearch />, { namespaces: ['home'] });
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    const form = screen.getByRole('search');

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(form);
    expect(location()).toBe('/');

    // The seven fixed categories stand in while the API is down.
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect([...(category as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'agriculture',
      'textiles',
      'electronics',
      'machinery',
      'food-beverage',
      'beauty-personal-care',
      'construction',
    ]);
    fireEvent.change(category, { target: { value: 'agriculture' } });
    fireEvent.change(box, { target: { value: ' cocoa beans ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search?q=cocoa+beans&category=agriculture');
  });

  it('lists the trending terms from the API; clicking one searches it', async () => {
    respond(({ path }) =>
      path === '/api/v1/search/trending'
        ? json({
            items: [
              { term: 'shea butter', searches: 12 },
              { term: 'solar panels', searches: 3 },
            ],
          })
        : path.startsWith('/api/v1/categories')
          ? json({
              lang: 'en',
              items: [
                {
                  id: '1',
                  slug: 'agriculture',
                  path: 'agriculture',
                  depth: 0,
                  name: 'Farming',
                  productCount: 3,
                },
              ],
            })
          : json([]),
    );
    await renderWithApp(<HeroSearch />, { namespaces: ['home'] });
    const term = await screen.findByRole('button', { name: 'shea butter' });
    // The catalogue's own names replace the fixed ones once they arrive.
    expect(screen.getByRole('option', { name: 'Farming' })).toBeTruthy();
    await actAsync(() => fireEvent.click(term));
    expect(location()).toBe('/search?q=shea+butter');
  });
});
