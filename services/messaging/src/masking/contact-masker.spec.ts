import { MASK, maskContacts } from './contact-masker.js';

const hidden = (text: string) => maskContacts(text);

describe('maskContacts: phone numbers', () => {
  it.each([
    'Call me on +254 712 345 678',
    'my number +254712345678 thanks',
    'WhatsApp +234-803-123-4567',
    'tel: +27 (0)82 123 4567',
    'reach me at 0712 345 678 today',
    'ring 0712345678 now',
    '0712.345.678',
    '0712-345-678',
    '00 254 712 345 678',
    '+33 6 12 34 56 78',
    '(0712) 345 678',
    '0 7 1 2 3 4 5 6 7 8',
    '0-7-1-2-3-4-5-6-7-8',
    'zero seven one two three four five six seven eight',
    'sifuri saba moja mbili tatu nne tano sita saba nane',
    'zéro six un deux trois quatre cinq six sept huit',
    'call 2348031234567',
    'tel no: 0712 345 678',
    'my no. is 0712 345 678',
    'phone number 0712345678',
  ])('hides %p', (text) => {
    const r = hidden(text);
    expect(r.masked).toBe(true);
    expect(r.kinds).toContain('phone');
    expect(r.text).toContain(MASK);
    expect(r.text).not.toMatch(/\d{3}\D?\d{3}/);
  });

  it('keeps the words around a hidden number', () => {
    expect(hidden('Call me on +254 712 345 678, thanks').text).toBe(`Call me on ${MASK}, thanks`);
  });
});

describe('maskContacts: e-mail addresses', () => {
  it.each([
    'write to jane.doe@example.com',
    'JANE@EXAMPLE.CO.KE',
    'jane at example dot com',
    'jane [at] example [dot] com',
    'jane(at)example(dot)com',
    'jane @ example . com',
    'jane{at}mail{dot}co{dot}ke',
    'sales+rfq@acme-foods.ng',
  ])('hides %p', (text) => {
    const r = hidden(text);
    expect(r.masked).toBe(true);
    expect(r.kinds).toContain('email');
    expect(r.text).not.toMatch(/example|acme|mail/i);
  });
});

describe('maskContacts: messaging handles and links', () => {
  it.each([
    ['wa.me/254712345678', /wa\.me/],
    ['https://wa.me/message/ABCDEF', /wa\.me/],
    ['join https://chat.whatsapp.com/InviteCode123', /chat\.whatsapp/],
    ['t.me/janedoe', /t\.me/],
    ['telegram.me/janedoe', /janedoe/],
    ['my telegram is @jane_doe', /jane_doe/],
    ['Telegram: janedoe', /janedoe/],
    ['skype id: jane.doe.ke', /jane\.doe/],
    ['my skype is jane.doe', /jane\.doe/],
    ['add me on wechat: janeD88', /janeD88/],
    ['signal @jane_signal', /jane_signal/],
    ['find me @janedoe on telegram', /@janedoe/],
    ['skype:jane.doe?call', /jane\.doe/],
  ])('hides %p', (text, gone) => {
    const r = hidden(text);
    expect(r.masked).toBe(true);
    expect(r.kinds).toContain('handle');
    expect(r.text).not.toMatch(gone);
  });
});

describe('maskContacts: business text passes unchanged', () => {
  it.each([
    'Price is USD 12,500 for the lot',
    'USD 12 500 000 for the full contract',
    'KES 1 250 000 000 total budget',
    'We can do 5000 pcs per month',
    'MOQ 10000-20000 pcs',
    'quantity 10000 - 20000',
    'Delivery by 2026-11-24, or 24/11/2026 at the latest',
    'HS code 8471.30.0100 applies',
    'HS 1006.30 (rice)',
    'tariff code 0901.21.0000',
    'Order SK-7F3K-92QD shipped',
    'PO 4500012345 attached',
    'invoice no. 2026001234',
    'Lead time 30 days, validity 15 days',
    'Our price is 1,250,000.50 XOF',
    '12 500 000 000 FCFA',
    'batch 202611240001',
    'Open 08:00 - 17:00 weekdays',
    'We use WhatsApp for support only',
    'Signal is weak here so e-mail is better',
    'Our product line: cotton textiles',
    'The container is 40 ft, 26 tons',
    'Meet at the warehouse. Then we load.',
    'Samples at our office dot matrix printer',
    '@everyone please check the quote',
    'Tuko tayari kutuma bei ya wa: jumla',
    'Price per ton: 450 USD, 1000 tons = 450000 USD',
    'Weight 1234567890 g',
    'ISO 9001:2015 and ISO 22000:2018 certified',
    'Model XJ-2000-3000 in stock',
    'Call me tomorrow at 10 about the 2 x 40ft containers',
    'Bank ref 0012345678 for the escrow payment',
    'order no. 2026001234 was paid',
    'PO #4500012345',
    'Payment of USD 1 250 000 to the escrow account',
    'Quote valid until 31.12.2026, lead time 45-60 days',
    'I will email the spec at 5 pm',
    'Our rating is 4.8/5 from 1,200 buyers',
  ])('keeps %p', (text) => {
    expect(hidden(text)).toEqual({ text, masked: false, kinds: [] });
  });
});

describe('maskContacts: cost', () => {
  it('stays linear on long adversarial input (a message of 4000 characters)', () => {
    const inputs = [
      'a'.repeat(4000),
      '0'.repeat(4000),
      'a.'.repeat(2000),
      '1 '.repeat(2000),
      'x at y dot '.repeat(360),
    ];
    const started = performance.now();
    for (const text of inputs) maskContacts(text);
    expect(performance.now() - started).toBeLessThan(250);
  });
});

describe('maskContacts: mixed text', () => {
  it('hides every kind in one message and lists the kinds once', () => {
    const r = hidden('USD 12,500 for 5000 pcs. Call +254712345678 or mail a@b.co, WhatsApp wa.me/1');
    expect(r.masked).toBe(true);
    expect(r.kinds).toEqual(['email', 'handle', 'phone']);
    expect(r.text).toContain('USD 12,500 for 5000 pcs.');
    expect(r.text).not.toMatch(/254|a@b|wa\.me/);
  });

  it('returns the input itself when nothing is hidden (no normalisation of clean text)', () => {
    const text = 'ﬁne ﬁbre, 40 ft';
    expect(hidden(text).text).toBe(text);
  });
});
