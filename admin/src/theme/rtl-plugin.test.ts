import { describe, expect, it } from 'vitest';
import { compile, middleware, serialize, stringify } from 'stylis';
import { flipDeclaration, rtlPlugin } from './rtl-plugin';

const rtl = (css: string) => serialize(compile(css), middleware([rtlPlugin, stringify]));

describe('flipDeclaration', () => {
  it.each([
    ['margin-left', '8px', 'margin-right', '8px'],
    ['padding-right', '0 !important', 'padding-left', '0 !important'],
    ['left', '0', 'right', '0'],
    ['border-top-left-radius', '4px', 'border-top-right-radius', '4px'],
    ['border-left-color', 'red', 'border-right-color', 'red'],
    ['text-align', 'left', 'text-align', 'right'],
    ['float', 'right', 'float', 'left'],
    ['margin', '1px 2px 3px 4px', 'margin', '1px 4px 3px 2px'],
    ['padding', '0 calc(1px + 2px) 0 8px', 'padding', '0 8px 0 calc(1px + 2px)'],
    ['border-radius', '1px 2px 3px 4px', 'border-radius', '2px 1px 4px 3px'],
    ['border-radius', '1px 2px', 'border-radius', '2px 1px'],
  ])('%s: %s → %s: %s', (prop, value, p, v) => {
    expect(flipDeclaration(prop, value)).toEqual([p, v]);
  });

  it.each([
    ['margin', '8px'],
    ['margin', '0 8px'],
    ['margin', '1px 2px 3px 2px'],
    ['margin-inline-start', '8px'],
    ['color', 'red'],
    ['text-align', 'center'],
    ['--sidebar-left', '4px'],
    ['border-radius', '4px'],
  ])('%s: %s reads the same both ways', (prop, value) => {
    expect(flipDeclaration(prop, value)).toBeNull();
  });
});

describe('rtlPlugin in stylis', () => {
  it('mirrors the declarations of compiled CSS, nested rules and media queries included', () => {
    expect(rtl('.a{margin-left:4px;color:red;text-align:left;}')).toBe(
      '.a{margin-right:4px;color:red;text-align:right;}',
    );
    expect(rtl('@media (min-width:600px){.b{padding:0 1px 0 2px;}}')).toBe(
      '@media (min-width:600px){.b{padding:0 2px 0 1px;}}',
    );
  });
});
