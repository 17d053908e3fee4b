import { describe, expect, it } from 'vitest';
import { compile, middleware, serialize, stringify } from 'stylis';
import { STYLIS_PLUGINS } from './theme';

/** CSS as the console's Emotion cache for `direction` writes it. */
const styled = (direction: 'ltr' | 'rtl', css: string) =>
  serialize(compile(css), middleware([...(STYLIS_PLUGINS[direction] as never[]), stringify]));

/** The declaration itself, not a -webkit- copy the prefixer may add before it. */
const declared = (d: string) => new RegExp(`[{;]${d.replace(/[()]/g, '\\$&')}`);

describe('right-to-left styles (stylis-plugin-rtl)', () => {
  it.each([
    ['margin-left:8px;', 'margin-right:8px;'],
    ['padding:0 1px 0 2px;', 'padding:0 2px 0 1px;'],
    ['border-top-left-radius:4px;', 'border-top-right-radius:4px;'],
    ['text-align:left;', 'text-align:right;'],
    // What the console's own plugin missed: a menu grows from the other corner, a drawer's shadow
    // falls on the other side, a badge sits at the other end.
    ['transform-origin:left top;', 'transform-origin:right top;'],
    ['box-shadow:2px 0 4px rgba(0,0,0,0.2);', 'box-shadow:-2px 0 4px rgba(0,0,0,0.2);'],
    ['background-position:left center;', 'background-position:right center;'],
    ['transform:translateX(8px);', 'transform:translateX(-8px);'],
    ['cursor:e-resize;', 'cursor:w-resize;'],
  ])('%s → %s', (css, mirrored) => {
    const out = styled('rtl', `.a{${css}}`);
    expect(out).toMatch(declared(mirrored));
    expect(out).not.toMatch(declared(css));
  });

  it('leaves left-to-right styles and direction-free declarations as written', () => {
    const ltr = styled('ltr', '.a{margin-left:8px;transform-origin:left top;}');
    expect(ltr).toMatch(declared('margin-left:8px;'));
    expect(ltr).toMatch(declared('transform-origin:left top;'));
    const free = '.a{color:red;margin-inline-start:8px;}';
    expect(styled('rtl', free)).toBe(styled('ltr', free));
    expect(styled('rtl', '@media (min-width:600px){.b{left:0;}}')).toBe(
      '@media (min-width:600px){.b{right:0;}}',
    );
  });
});
