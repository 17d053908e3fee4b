import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadNamespace } from '../../i18n/i18n';
import { actAsync, renderWithApp } from '../testing/render';
import { DataSaverToggle } from './data-saver-toggle';
import { DATA_SAVER_STORAGE_KEY, dataSaverOn, setDataSaver } from './data-saver';
import { ProductPicture } from './product-picture';

const base = '/api/v1/media/products/p1/k1';
const image = {
  key: 'k1.webp',
  url: `${base}.webp`,
  thumbnailUrl: `${base}.thumb.webp`,
  contentType: 'image/webp',
  width: 960,
  height: 720,
  variants: [
    { width: 160, url: `${base}.w160.webp` },
    { width: 320, url: `${base}.thumb.webp` },
    { width: 640, url: `${base}.w640.webp` },
    { width: 960, url: `${base}.webp` },
  ],
};

/** Chrome's navigator.connection with the browser's Save-Data preference. */
function browserSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData },
  });
}

/** Every address an element of the page would make the browser fetch. */
const fetchedAddresses = () =>
  [...document.querySelectorAll('img')]
    .flatMap((img) => [
      img.getAttribute('src'),
      ...(img.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(' ')[0]),
    ])
    .filter(Boolean);

beforeAll(() => Promise.all([loadNamespace('en', 'common'), loadNamespace('fr', 'common')]), 60_000);
beforeEach(() => {
  localStorage.clear();
  browserSaveData(undefined);
});
afterEach(cleanup);

describe('ProductPicture', () => {
  it('offers every size in srcset with sizes, its own dimensions, lazy and async below the fold', async () => {
    await renderWithApp(
      <ProductPicture image={image} name="Cocoa beans" sizes="(min-width: 900px) 30vw, 100vw" />,
    );
    const img = document.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      `${base}.w160.webp 160w, ${base}.thumb.webp 320w, ${base}.w640.webp 640w, ${base}.webp 960w`,
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 900px) 30vw, 100vw');
    expect(img.getAttribute('src')).toBe(`${base}.w640.webp`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '720']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('fetches the picture a page leads with at once, with high priority', async () => {
    await renderWithApp(<ProductPicture image={image} name="Cocoa beans" priority />);
    const img = document.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('data saver', () => {
  it("with the browser's Save-Data, shows the name and a button, and fetches nothing until tapped", async () => {
    browserSaveData(true);
    await renderWithApp(<ProductPicture image={image} name="Cocoa beans" priority />);
    expect(document.querySelector('img')).toBeNull();
    expect(fetchedAddresses()).toEqual([]);
    expect(screen.getByText('Cocoa beans')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tap to load image: Cocoa beans' }));
    const img = document.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain(`${base}.w160.webp 160w`);
    expect(img.getAttribute('loading')).toBe('eager'); // asked for: now, not when scrolled to
  });

  it('follows the footer switch, stored on this device, over the browser in both directions', async () => {
    await renderWithApp(
      <>
        <DataSaverToggle />
        <ProductPicture src="/api/v1/media/products/p1/old.jpg" name="Shea butter" />
      </>,
      { lang: 'fr' },
    );
    expect(fetchedAddresses()).toEqual(['/api/v1/media/products/p1/old.jpg']);
    const toggle = screen.getByRole('checkbox', { name: 'Économiseur de données' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await actAsync(() => fireEvent.click(toggle));
    expect(localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('on');
    expect(fetchedAddresses()).toEqual([]);
    expect(screen.getByRole('button', { name: "Touchez pour charger l'image : Shea butter" })).toBeTruthy();

    // Turned off while the browser asks to save data: the visitor's choice wins.
    browserSaveData(true);
    act(() => setDataSaver(false));
    expect(dataSaverOn()).toBe(false);
    expect(fetchedAddresses()).toEqual(['/api/v1/media/products/p1/old.jpg']);
    localStorage.removeItem(DATA_SAVER_STORAGE_KEY);
  });

  it('starts from the stored choice', async () => {
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'on');
    await renderWithApp(<ProductPicture image={image} name="Cocoa beans" />);
    expect(fetchedAddresses()).toEqual([]);
  });
});
