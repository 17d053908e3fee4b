import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks } from './markdown';

describe('product description markdown', () => {
  it('splits headings, lists and paragraphs', () => {
    expect(
      parseBlocks(
        '# Grade A\n\nSun-dried.\nHand-sorted.\n\n- 64 kg bags\n- Fermented 6 days\n1. Order\n2. Pay',
      ),
    ).toEqual([
      { kind: 'h', level: 1, text: 'Grade A' },
      { kind: 'p', lines: ['Sun-dried.', 'Hand-sorted.'] },
      { kind: 'ul', items: ['64 kg bags', 'Fermented 6 days'] },
      { kind: 'ol', items: ['Order', 'Pay'] },
    ]);
  });

  it('renders emphasis and safe links, and never any HTML', () => {
    const { container } = render(
      <Markdown
        source={
          'Our **best** _grade_ with `ICCO` standards. [Lab report](https://lab.example/r.pdf) ' +
          '[bad](javascript:alert(1)) <img src=x onerror=alert(1)>'
        }
      />,
    );
    const p = container.querySelector('p')!;
    expect(p.querySelector('strong')?.textContent).toBe('best');
    expect(p.querySelector('em')?.textContent).toBe('grade');
    expect(p.querySelector('code')?.textContent).toBe('ICCO');
    const links = p.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://lab.example/r.pdf');
    expect(links[0]!.getAttribute('rel')).toContain('nofollow');
    expect(container.querySelector('img')).toBeNull();
    expect(p.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(p.textContent).toContain('bad');
  });

  it('starts headings below the page’s own', () => {
    const { container } = render(<Markdown source={'# Origin\n## Farms'} />);
    expect(container.querySelector('h3')?.textContent).toBe('Origin');
    expect(container.querySelector('h4')?.textContent).toBe('Farms');
  });
});
