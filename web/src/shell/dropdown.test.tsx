import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown';

afterEach(cleanup);

const renderDropdown = () =>
  render(
    <>
      <Dropdown label="Marketplace">
        {() => (
          <ul>
            <li>
              <a href="/products">Browse Products</a>
            </li>
            <li>
              <a href="/categories">Categories</a>
            </li>
          </ul>
        )}
      </Dropdown>
      <button type="button">Elsewhere</button>
    </>,
  );

describe('Dropdown (disclosure)', () => {
  it('toggles with the button and reports it with aria-expanded', () => {
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Marketplace' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Browse Products' })).toBeNull(); // hidden panel
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Browse Products' })).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes it and gives focus back to the button', () => {
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Marketplace' });
    fireEvent.click(button);
    const link = screen.getByRole('link', { name: 'Categories' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('ArrowDown opens it and moves into it; arrows move between items and wrap', async () => {
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Marketplace' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await new Promise((r) => setTimeout(r, 5));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Browse Products' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Categories' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Browse Products' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Categories' }));
    vi.unstubAllGlobals();
  });

  it('a click outside or following a link closes it', () => {
    renderDropdown();
    const button = screen.getByRole('button', { name: 'Marketplace' });
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Categories' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
