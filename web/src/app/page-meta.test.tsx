import { cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonForScript, PageMeta } from './page-meta';

afterEach(cleanup);

/** A seller's product title written to end the data block and start a script of its own. */
const product = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Cocoa beans</script><script>alert(document.cookie)</script><!-- 50 kg',
};

describe('PageMeta JSON-LD', () => {
  it('keeps </script> in a product title inside the data block when the page goes through HTML', () => {
    const html = renderToStaticMarkup(<PageMeta title="Cocoa" description="Beans" jsonLd={product} />);
    const doc = new DOMParser().parseFromString(`<!doctype html><head>${html}</head>`, 'text/html');
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((s) => s.type)).toEqual(['application/ld+json']);
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(product);
  });

  it('writes every < as \\u003c, which JSON readers take for the same character', () => {
    expect(jsonForScript(product)).not.toContain('<');
    expect(jsonForScript({ a: '<b>' })).toBe('{"a":"\\u003cb>"}');
    render(<PageMeta title="Cocoa" description="Beans" jsonLd={[product, { '@type': 'Thing' }]} />);
    const block = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(block?.textContent ?? '')).toEqual([product, { '@type': 'Thing' }]);
  });
});
