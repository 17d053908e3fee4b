import writeXlsxFile from 'write-excel-file/node';
import { readHeader, rowBody } from './bulk-import-columns.js';
import { readSheetRows, sniffSheet } from './bulk-import-file.js';

const digits = (currency: string) => (currency === 'UGX' ? 0 : currency === 'TND' ? 3 : 2);
const indexOf = (header: string[]) => {
  const read = readHeader(header);
  if (!('index' in read)) throw new Error(read.i18nKey);
  return read.index;
};
const REQUIRED = [
  'title',
  'unit',
  'moq',
  'currency',
  'tier_1_min_quantity',
  'tier_1_unit_price',
  'origin_country',
];

describe('bulk upload files', () => {
  it('tells a CSV and a workbook by their bytes, and refuses anything else', async () => {
    const xlsx = await writeXlsxFile([[{ value: 'title' }]]).toBuffer();
    expect(sniffSheet(xlsx)).toBe('xlsx');
    expect(sniffSheet(Buffer.from('title;moq\r\nCafé;5\r\n'))).toBe('csv');
    // A ZIP cut short, one that is not a workbook, binary and non-UTF-8 text.
    expect(sniffSheet(xlsx.subarray(0, xlsx.length - 30))).toBeNull();
    const notWorkbook = Buffer.from(
      xlsx.toString('latin1').replaceAll('xl/workbook.xml', 'xl/notebook.xml'),
      'latin1',
    );
    expect(sniffSheet(notWorkbook)).toBeNull();
    expect(sniffSheet(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeNull(); // old .xls
    expect(sniffSheet(Buffer.from([0x74, 0x69, 0xff, 0x65]))).toBeNull();
    expect(sniffSheet(Buffer.alloc(0))).toBeNull();
  });

  it('reads semicolon CSVs and numbers rows as a spreadsheet does, skipping blank ones', async () => {
    const { header, rows } = await readSheetRows(Buffer.from('\uFEFFtitle;moq\n"A; B";5\n;\nC;7\n'), 'csv');
    expect(header).toEqual(['title', 'moq']);
    expect(rows).toEqual([
      { row: 2, cells: ['A; B', '5'] },
      { row: 4, cells: ['C', '7'] },
    ]);
  });

  it('refuses a header with unknown, repeated or missing columns; ignores case, spaces and the * mark', () => {
    expect(readHeader([...REQUIRED, 'colour'])).toMatchObject({ i18nKey: 'bulk_import.unknown_columns' });
    expect(readHeader([...REQUIRED, 'Title'])).toMatchObject({ i18nKey: 'bulk_import.repeated_columns' });
    expect(readHeader(['title'])).toMatchObject({ i18nKey: 'bulk_import.missing_columns' });
    expect(
      'index' in
        readHeader([
          ' Title* ',
          'UNIT',
          'moq',
          'currency',
          'Tier 1 min quantity',
          'tier-1-unit-price',
          'origin_country',
        ]),
    ).toBe(true);
  });

  it('turns cells into the product form’s body: prices in the currency’s digits, lists, yes/no', () => {
    const header = [
      ...REQUIRED,
      'tier_2_min_quantity',
      'tier_2_unit_price',
      'incoterms',
      'specifications',
      'ready_to_ship',
    ];
    const read = (cells: string[]) => rowBody(indexOf(header), cells, 'cat', digits);
    const ok = read([
      'Cocoa',
      'Tonne',
      '5',
      'tnd',
      '5',
      '12.345',
      'GH',
      '20',
      '12',
      'fob; cif',
      'Moisture: ≤ 7%',
      'Oui',
    ]);
    expect(ok.faults).toEqual([]);
    expect(ok.body).toMatchObject({
      unit: 'tonne',
      priceTiers: [
        { minQuantity: 5, unitPriceMinor: 12_345 },
        { minQuantity: 20, unitPriceMinor: 12_000 },
      ],
      incoterms: ['FOB', 'CIF'],
      specifications: [{ key: 'Moisture', value: '≤ 7%' }],
      readyToShip: true,
    });
    const bad = read(['', 'kg', '5.5', 'UGX', '5', '100.5', 'GH', '20', '', '', 'no colon', 'maybe']);
    expect(bad.faults.map((f) => [f.field, f.i18nKey]).sort()).toEqual(
      [
        ['title', 'bulk_import.required'],
        ['moq', 'bulk_import.not_integer'],
        ['tier_1_unit_price', 'bulk_import.price_digits'],
        ['tier_2_unit_price', 'bulk_import.required'],
        ['ready_to_ship', 'bulk_import.not_yes_no'],
        ['specifications', 'bulk_import.specification_format'],
      ].sort(),
    );
  });
});
