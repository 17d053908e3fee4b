import type { I18nArgs } from '@sokoni/platform/errors';
import { INCOTERMS, MAX_TIERS, UNITS } from '../products/product-rules.js';

/**
 * The columns of a bulk upload: one per field of the seller's product form (product.dto.ts), under
 * names a spreadsheet user reads. Cells are turned into the form's JSON here; the form's own rules
 * (CreateProductDto, ProductWriter) then judge each row, so a row passes exactly when the same
 * product typed into the form would.
 */

export type ColumnKind = 'text' | 'integer' | 'price' | 'yes-no' | 'list' | 'specifications';

export interface Column {
  name: string;
  kind: ColumnKind;
  required?: boolean;
  /** Example value shown in the template's notes. */
  example: string;
}

const tierColumns = Array.from({ length: MAX_TIERS }, (_, i): Column[] => [
  { name: `tier_${i + 1}_min_quantity`, kind: 'integer', required: i === 0, example: i === 0 ? '5' : '20' },
  {
    name: `tier_${i + 1}_unit_price`,
    kind: 'price',
    required: i === 0,
    example: i === 0 ? '30000' : '29000',
  },
]).flat();

export const COLUMNS: readonly Column[] = [
  { name: 'title', kind: 'text', required: true, example: 'Grade A fermented cocoa beans' },
  { name: 'description', kind: 'text', example: 'Sun-dried beans, moisture ≤ 7.5%.' },
  { name: 'unit', kind: 'text', required: true, example: 'tonne' },
  { name: 'moq', kind: 'integer', required: true, example: '5' },
  { name: 'currency', kind: 'text', required: true, example: 'GHS' },
  ...tierColumns,
  { name: 'origin_country', kind: 'text', required: true, example: 'GH' },
  { name: 'ready_to_ship', kind: 'yes-no', example: 'yes' },
  { name: 'lead_time_days', kind: 'integer', example: '14' },
  { name: 'capacity_per_month', kind: 'integer', example: '400' },
  { name: 'hs_code', kind: 'text', example: '1801.00' },
  { name: 'incoterms', kind: 'list', example: 'FOB, CIF' },
  { name: 'certifications', kind: 'list', example: 'Fairtrade; Organic (EU)' },
  { name: 'specifications', kind: 'specifications', example: 'Moisture: ≤ 7.5%; Bean count: 100/100 g' },
  { name: 'sample_available', kind: 'yes-no', example: 'yes' },
  { name: 'sample_price', kind: 'price', example: '500' },
];
export const COLUMN_NAMES = COLUMNS.map((c) => c.name);
const BY_NAME = new Map(COLUMNS.map((c) => [c.name, c]));

/** Allowed values the template's notes list, per column. */
export const ALLOWED_VALUES: Record<string, readonly string[]> = {
  unit: UNITS,
  incoterms: INCOTERMS,
  ready_to_ship: ['yes', 'no'],
  sample_available: ['yes', 'no'],
};

/** A header cell as the column it names: case, spaces and a trailing "*" (required mark) ignored. */
export const headerKey = (cell: string): string =>
  cell
    .trim()
    .replace(/\*+$/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export interface HeaderProblem {
  i18nKey: string;
  args: I18nArgs;
}

/** The column index of each known name, or what is wrong with the header row. */
export function readHeader(cells: readonly string[]): { index: Map<string, number> } | HeaderProblem {
  const index = new Map<string, number>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  cells.forEach((cell, i) => {
    const key = headerKey(cell);
    if (key === '') return;
    if (!BY_NAME.has(key)) unknown.push(cell.trim().slice(0, 60));
    else if (index.has(key)) repeated.push(key);
    else index.set(key, i);
  });
  if (unknown.length > 0)
    return { i18nKey: 'bulk_import.unknown_columns', args: { columns: unknown.slice(0, 10).join(', ') } };
  if (repeated.length > 0)
    return { i18nKey: 'bulk_import.repeated_columns', args: { columns: repeated.join(', ') } };
  const missing = COLUMNS.filter((c) => c.required && !index.has(c.name)).map((c) => c.name);
  if (missing.length > 0)
    return { i18nKey: 'bulk_import.missing_columns', args: { columns: missing.join(', ') } };
  return { index };
}

/** One reason a row is refused: the column it concerns and a translation key with its arguments. */
export interface RowFault {
  field: string;
  i18nKey: string;
  args?: I18nArgs;
}

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const YES = new Set(['yes', 'y', 'true', '1', 'oui', 'ndiyo', 'نعم']);
const NO = new Set(['no', 'n', 'false', '0', 'non', 'hapana', 'لا']);

/**
 * A row's cells as the body of POST /products, and the cells that cannot be read as their column's
 * kind. `minorDigits` gives a currency's ISO 4217 digits: prices are written in major units (30000.50)
 * as sellers think of them, and stored in minor units.
 */
export function rowBody(
  index: ReadonlyMap<string, number>,
  cells: readonly string[],
  categoryId: string,
  minorDigits: (currency: string) => number,
): { body: Record<string, unknown>; faults: RowFault[] } {
  const faults: RowFault[] = [];
  const cell = (name: string) => {
    const i = index.get(name);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const value = (name: string): unknown => {
    const column = BY_NAME.get(name)!;
    const text = cell(name);
    if (text === '') {
      if (column.required) faults.push({ field: name, i18nKey: 'bulk_import.required' });
      return undefined;
    }
    switch (column.kind) {
      case 'text':
        return text;
      case 'integer':
        if (INTEGER.test(text)) return Number(text);
        faults.push({ field: name, i18nKey: 'bulk_import.not_integer' });
        return undefined;
      case 'price':
        return price(name, text);
      case 'yes-no': {
        const lower = text.toLowerCase();
        if (YES.has(lower)) return true;
        if (NO.has(lower)) return false;
        faults.push({ field: name, i18nKey: 'bulk_import.not_yes_no' });
        return undefined;
      }
      case 'list':
        return splitList(text);
      case 'specifications':
        return specifications(name, text);
    }
  };
  const digits = minorDigits(cell('currency').toUpperCase());
  const price = (name: string, text: string): number | undefined => {
    if (!DECIMAL.test(text)) {
      faults.push({ field: name, i18nKey: 'bulk_import.not_price' });
      return undefined;
    }
    const [whole, fraction = ''] = text.split('.');
    if (fraction.replace(/0+$/, '').length > digits) {
      faults.push({ field: name, i18nKey: 'bulk_import.price_digits', args: { digits } });
      return undefined;
    }
    return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0');
  };
  const specifications = (name: string, text: string) =>
    splitList(text, /[;\n]/).map((pair) => {
      const colon = pair.indexOf(':');
      if (colon > 0) return { key: pair.slice(0, colon).trim(), value: pair.slice(colon + 1).trim() };
      faults.push({ field: name, i18nKey: 'bulk_import.specification_format' });
      return { key: pair, value: '' };
    });

  const tiers: Record<string, unknown>[] = [];
  for (let i = 1; i <= MAX_TIERS; i++) {
    const minQuantity = value(`tier_${i}_min_quantity`);
    const unitPriceMinor = value(`tier_${i}_unit_price`);
    if (minQuantity === undefined && unitPriceMinor === undefined) continue;
    // A later tier given by half: the first tier's blanks were reported as required already.
    for (const half of ['min_quantity', 'unit_price'])
      if (i > 1 && cell(`tier_${i}_${half}`) === '')
        faults.push({ field: `tier_${i}_${half}`, i18nKey: 'bulk_import.required' });
    tiers.push({ minQuantity, unitPriceMinor });
  }
  const body: Record<string, unknown> = {
    title: value('title'),
    description: value('description'),
    categoryId,
    unit: (value('unit') as string | undefined)?.toLowerCase(),
    moq: value('moq'),
    priceTiers: tiers,
    currency: value('currency'),
    readyToShip: value('ready_to_ship'),
    leadTimeDays: value('lead_time_days'),
    capacityPerMonth: value('capacity_per_month'),
    originCountry: value('origin_country'),
    hsCode: value('hs_code'),
    incoterms: (value('incoterms') as string[] | undefined)?.map((t) => t.toUpperCase()),
    certifications: value('certifications'),
    specifications: value('specifications'),
    sampleAvailable: value('sample_available'),
    samplePriceMinor: value('sample_price'),
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return { body, faults };
}

const splitList = (text: string, separator: RegExp = /[,;\n]/): string[] =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter((s) => s !== '');

const FIELD_COLUMNS: Record<string, string> = {
  readyToShip: 'ready_to_ship',
  leadTimeDays: 'lead_time_days',
  capacityPerMonth: 'capacity_per_month',
  originCountry: 'origin_country',
  hsCode: 'hs_code',
  sampleAvailable: 'sample_available',
  samplePriceMinor: 'sample_price',
  categoryId: 'category',
};

/**
 * The column a product rule's field path points at (`priceTiers.1.unitPriceMinor` →
 * `tier_2_unit_price`); a tier rule about the whole list names the tier by its `position` argument.
 */
export function columnOf(field: string, i18nKey: string, args?: I18nArgs): string {
  const [head = '', index, leaf] = field.split('.');
  if (head === 'priceTiers') {
    const position = index !== undefined ? Number(index) + 1 : Number(args?.position ?? 1);
    const price = leaf === 'unitPriceMinor' || i18nKey === 'products.tiers_price';
    return `tier_${position}_${price ? 'unit_price' : 'min_quantity'}`;
  }
  return FIELD_COLUMNS[head] ?? head;
}
