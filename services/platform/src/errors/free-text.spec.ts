import { validate } from 'class-validator';
import { decodeEntities, freeTextFault, IsFreeText } from './free-text.js';

describe('free text rule', () => {
  it('lets plain text and safe Markdown through', () => {
    for (const ok of [
      'Price < 5 USD per kg',
      '# Grade A\n- **Dry** beans\n[spec](https://x.example/s.pdf)',
      'a > b',
      'Technical data: 5 kg, file: see the spec',
      'Tom &amp; Jerry Ltd',
      'Big Data: Analytics Ltd',
      'Café Touba — Dakar',
      '',
    ])
      expect(freeTextFault(ok)).toBeUndefined();
  });

  it('refuses HTML and control characters', () => {
    expect(freeTextFault('Beans <script>alert(1)</script>')).toBe('noHtml');
    expect(freeTextFault('<img src=x onerror=alert(1)>')).toBe('noHtml');
    expect(freeTextFault('x <!-- hidden')).toBe('noHtml');
    expect(freeTextFault('<b>Ama</b>')).toBe('noHtml');
    expect(freeTextFault('nul\u0000byte')).toBe('noControlCharacters');
    expect(freeTextFault('bell\u0007')).toBe('noControlCharacters');
  });

  it('refuses script links however the scheme is spelt', () => {
    for (const bad of [
      '[click](javascript:alert(1))',
      '[click](java&#115;cript:alert(1))',
      '[click](java&#x73;cript:alert(1))',
      '[click](java&#0000115cript:alert(1))',
      '[click](javascript&colon;alert(1))',
      '[click](java&Tab;script:alert(1))',
      '[click](java&NewLine;script:alert(1))',
      '[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
      '[click](java\tscript:alert(1))',
      '[click](&amp;#106;avascript:alert(1))',
      'javascript&colon;alert(1)',
      'see\njavascript:alert(1)',
      '[x](vbscript:msgbox)',
      '[x](data:text/html,hi)',
      '[x](ftp://files.example)',
      'data:text/html;base64,PHNjcmlwdD4=',
    ])
      expect([bad, freeTextFault(bad)]).toEqual([bad, 'safeLinks']);
  });

  it('decodes numeric, hex and the named references that spell links', () => {
    expect(decodeEntities('&#106;&#x61;&colon;&Tab;&NewLine;&lpar;&amp;&unknown;')).toBe(
      'ja:\t\n(&&unknown;',
    );
    expect(decodeEntities('&#0;&#x110000;')).toBe('\uFFFD\uFFFD');
  });

  it('is a class-validator rule whose message names the fault', async () => {
    class Form {
      @IsFreeText() name!: unknown;
      @IsFreeText({ each: true }) tags!: unknown;
    }
    const form = Object.assign(new Form(), { name: '<b>x</b>', tags: ['ok', '[a](javascript&colon;x)'] });
    const errors = await validate(form);
    expect(errors.map((e) => [e.property, e.constraints?.isFreeText])).toEqual([
      ['name', 'validation.noHtml'],
      ['tags', 'validation.safeLinks'],
    ]);
    expect(await validate(Object.assign(new Form(), { name: 'Ama', tags: [1] }))).toEqual([]);
  });
});
