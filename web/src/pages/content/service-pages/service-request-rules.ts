import type { components } from '../../../api/schema';
import { parseMajor } from '../../trade/lib/trade-money';

/**
 * The service request form's rules, checked in the browser before sending (notifications checks
 * them again and its answer wins): POST /api/v1/service-requests.
 */
export type Service = components['schemas']['ServiceType'];
export type ServiceRequestPayload = components['schemas']['ServiceRequestDto'];

export const FINANCE_PURPOSES = [
  'working_capital',
  'purchase_order',
  'invoice',
  'equipment',
  'export',
  'other',
] as const;
export const FREIGHT_MODES = ['sea', 'road', 'air', 'rail', 'any'] as const;
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
export const INSPECTION_KINDS = [
  'pre_shipment',
  'during_production',
  'loading',
  'factory_audit',
  'lab_test',
] as const;
export const PARTNER_KINDS = [
  'logistics',
  'finance',
  'inspection',
  'technology',
  'association',
  'other',
] as const;

/** What the form holds: text as typed (numbers parsed only when sending). */
export interface FinanceInput {
  purpose?: string;
  amount: string;
  currency: string;
  termMonths: string;
  orderReference: string;
}
export interface FreightInput {
  mode?: string;
  originCountry?: string;
  originPort: string;
  destinationCountry?: string;
  destinationPort: string;
  cargo: string;
  weightKg: string;
  volumeM3: string;
  incoterm?: string;
  readyDate: string;
}
export interface InspectionInput {
  kind?: string;
  product: string;
  quantity: string;
  country?: string;
  location: string;
  date: string;
  standard: string;
  orderReference: string;
}
export interface PartnershipInput {
  kind?: string;
  organisation: string;
  website: string;
  countries: string[];
  proposal: string;
}
export interface RequestInput {
  finance?: Partial<FinanceInput>;
  freight?: Partial<FreightInput>;
  inspection?: Partial<InspectionInput>;
  partnership?: Partial<PartnershipInput>;
  name?: string;
  email?: string;
  company?: string;
  phone?: string;
  country?: string;
  message?: string;
  consent?: boolean;
}

/** Keys of services.json under form.error.* */
export type RuleError =
  | 'required'
  | 'tooLong'
  | 'tooShort'
  | 'oneLine'
  | 'link'
  | 'email'
  | 'phone'
  | 'date'
  | 'number'
  | 'weightOrVolume'
  | 'amount'
  | 'decimals'
  | 'term'
  | 'url'
  | 'countries'
  | 'consent';

export interface RuleFailure {
  code: RuleError;
  min?: number;
  max?: number;
}

/** Dotted path of a field (`freight.originPort`, `email`) → its first broken rule. */
export type RuleErrors = Record<string, RuleFailure>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINK = /(https?:\/\/|www\.)/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const PHONE = /^\+[1-9]\d{6,14}$/;
const DECIMAL = /^\d+(?:[.,]\d{1,3})?$/;
const DAY = 86_400_000;

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
export const cleanPhone = (v: string) => v.replace(/[\s().-]/g, '');

/** yyyy-mm-dd of today, and of the last day the server accepts (two years ahead), in local time. */
export function dayRange(now = new Date()): { min: string; max: string } {
  const iso = (d: Date) => d.toLocaleDateString('en-CA');
  return { min: iso(now), max: iso(new Date(now.getTime() + 730 * DAY)) };
}

function isDayInRange(v: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const { min, max } = dayRange(now);
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v && v >= min && v <= max;
}

/** A positive decimal of at most 3 decimals ("1200", "3.5", "2,25"); undefined when it is not one. */
export function parseQuantity(v: string): number | undefined {
  const s = v.trim();
  if (!DECIMAL.test(s)) return undefined;
  const n = Number(s.replace(',', '.'));
  return n > 0 ? n : undefined;
}

class Checker {
  readonly errors: RuleErrors = {};
  constructor(private readonly now: Date) {}

  private fail(path: string, failure: RuleFailure) {
    if (!this.errors[path]) this.errors[path] = failure;
  }

  /** A line of text (no line breaks) of `min`–`max` characters after trimming; `min` 0 for optional. */
  line(path: string, value: unknown, min: number, max: number, opts: { noLink?: boolean } = {}) {
    const v = trim(value);
    if (!v) return min > 0 ? this.fail(path, { code: 'required' }) : undefined;
    if (CONTROL.test(v)) return this.fail(path, { code: 'oneLine' });
    if (v.length < min) return this.fail(path, { code: 'tooShort', min });
    if (v.length > max) return this.fail(path, { code: 'tooLong', max });
    if (opts.noLink && LINK.test(v)) this.fail(path, { code: 'link' });
  }

  text(path: string, value: unknown, min: number, max: number) {
    const v = trim(value);
    if (!v) return min > 0 ? this.fail(path, { code: 'required' }) : undefined;
    if (v.length < min) return this.fail(path, { code: 'tooShort', min });
    if (v.length > max) this.fail(path, { code: 'tooLong', max });
  }

  choice(path: string, value: unknown, allowed: readonly string[]) {
    if (typeof value !== 'string' || !allowed.includes(value)) this.fail(path, { code: 'required' });
  }

  country(path: string, value: unknown) {
    if (typeof value !== 'string' || !/^[A-Z]{2}$/.test(value)) this.fail(path, { code: 'required' });
  }

  day(path: string, value: unknown) {
    const v = trim(value);
    if (!v) return this.fail(path, { code: 'required' });
    if (!isDayInRange(v, this.now)) this.fail(path, { code: 'date' });
  }

  quantity(path: string, value: unknown, max: number) {
    const v = trim(value);
    if (!v) return;
    const n = parseQuantity(v);
    if (n === undefined) return this.fail(path, { code: 'number' });
    if (n > max) this.fail(path, { code: 'number' });
  }
}

/** Field path → the first rule it breaks, for the given service; empty when the request can be sent. */
export function validateRequest(service: Service, input: RequestInput, now = new Date()): RuleErrors {
  const c = new Checker(now);
  if (service === 'finance') {
    const f = input.finance ?? {};
    c.choice('finance.purpose', f.purpose, FINANCE_PURPOSES);
    const currency = trim(f.currency);
    if (!currency) c.errors['finance.currency'] = { code: 'required' };
    const amount = trim(f.amount);
    if (!amount) c.errors['finance.amount'] = { code: 'required' };
    else if (currency) {
      const parsed = parseMajor(amount, currency);
      if (!parsed.ok)
        c.errors['finance.amount'] = { code: parsed.error === 'too_many_decimals' ? 'decimals' : 'amount' };
      else if (parsed.minor > BigInt(Number.MAX_SAFE_INTEGER))
        c.errors['finance.amount'] = { code: 'amount' };
    }
    const term = trim(f.termMonths);
    if (!term) c.errors['finance.termMonths'] = { code: 'required' };
    else if (!/^\d{1,3}$/.test(term) || Number(term) < 1 || Number(term) > 120)
      c.errors['finance.termMonths'] = { code: 'term' };
    c.line('finance.orderReference', f.orderReference, 0, 60);
  } else if (service === 'freight') {
    const f = input.freight ?? {};
    c.choice('freight.mode', f.mode, FREIGHT_MODES);
    c.country('freight.originCountry', f.originCountry);
    c.line('freight.originPort', f.originPort, 2, 120);
    c.country('freight.destinationCountry', f.destinationCountry);
    c.line('freight.destinationPort', f.destinationPort, 2, 120);
    c.text('freight.cargo', f.cargo, 3, 500);
    if (!trim(f.weightKg) && !trim(f.volumeM3)) c.errors['freight.weightKg'] = { code: 'weightOrVolume' };
    c.quantity('freight.weightKg', f.weightKg, 100_000_000);
    c.quantity('freight.volumeM3', f.volumeM3, 1_000_000);
    if (f.incoterm) c.choice('freight.incoterm', f.incoterm, INCOTERMS);
    c.day('freight.readyDate', f.readyDate);
  } else if (service === 'inspection') {
    const f = input.inspection ?? {};
    c.choice('inspection.kind', f.kind, INSPECTION_KINDS);
    c.line('inspection.product', f.product, 2, 200);
    c.line('inspection.quantity', f.quantity, 1, 120);
    c.country('inspection.country', f.country);
    c.line('inspection.location', f.location, 2, 200);
    c.day('inspection.date', f.date);
    c.line('inspection.standard', f.standard, 2, 200);
    c.line('inspection.orderReference', f.orderReference, 0, 60);
  } else {
    const f = input.partnership ?? {};
    c.choice('partnership.kind', f.kind, PARTNER_KINDS);
    c.line('partnership.organisation', f.organisation, 2, 160, { noLink: true });
    const website = trim(f.website);
    if (website && (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(website) || website.length > 200))
      c.errors['partnership.website'] = { code: 'url' };
    if (!f.countries?.length) c.errors['partnership.countries'] = { code: 'countries' };
    c.text('partnership.proposal', f.proposal, 20, 3000);
  }

  c.line('name', input.name, 1, 120, { noLink: true });
  const email = trim(input.email);
  if (!email) c.errors.email = { code: 'required' };
  else if (email.length > 254) c.errors.email = { code: 'tooLong', max: 254 };
  else if (!EMAIL.test(email)) c.errors.email = { code: 'email' };
  c.line('company', input.company, 0, 160);
  const phone = cleanPhone(trim(input.phone));
  if (phone && !PHONE.test(phone)) c.errors.phone = { code: 'phone' };
  c.text('message', input.message, 0, 3000);
  if (input.consent !== true) c.errors.consent = { code: 'consent' };
  return c.errors;
}

const optional = (v: unknown) => trim(v) || undefined;

/** The request body: trimmed, empty optional fields left out. Call only on input that validated. */
export function toPayload(service: Service, input: RequestInput, locale: string): ServiceRequestPayload {
  const base = {
    service,
    name: trim(input.name),
    email: trim(input.email),
    company: optional(input.company),
    phone: optional(cleanPhone(trim(input.phone))),
    country: optional(input.country),
    message: optional(input.message),
    consent: true as const,
    locale,
  };
  const out: ServiceRequestPayload = { ...base };
  if (service === 'finance') {
    const f = input.finance ?? {};
    const currency = trim(f.currency);
    const parsed = parseMajor(trim(f.amount), currency);
    out.finance = {
      purpose: f.purpose as (typeof FINANCE_PURPOSES)[number],
      amountMinor: parsed.ok ? Number(parsed.minor) : 0,
      currency,
      termMonths: Number(trim(f.termMonths)),
      orderReference: optional(f.orderReference),
    };
  } else if (service === 'freight') {
    const f = input.freight ?? {};
    out.freight = {
      mode: f.mode as (typeof FREIGHT_MODES)[number],
      originCountry: f.originCountry ?? '',
      originPort: trim(f.originPort),
      destinationCountry: f.destinationCountry ?? '',
      destinationPort: trim(f.destinationPort),
      cargo: trim(f.cargo),
      weightKg: parseQuantity(trim(f.weightKg)),
      volumeM3: parseQuantity(trim(f.volumeM3)),
      incoterm: (f.incoterm || undefined) as (typeof INCOTERMS)[number] | undefined,
      readyDate: trim(f.readyDate),
    };
  } else if (service === 'inspection') {
    const f = input.inspection ?? {};
    out.inspection = {
      kind: f.kind as (typeof INSPECTION_KINDS)[number],
      product: trim(f.product),
      quantity: trim(f.quantity),
      country: f.country ?? '',
      location: trim(f.location),
      date: trim(f.date),
      standard: trim(f.standard),
      orderReference: optional(f.orderReference),
    };
  } else {
    const f = input.partnership ?? {};
    out.partnership = {
      kind: f.kind as (typeof PARTNER_KINDS)[number],
      organisation: trim(f.organisation),
      website: optional(f.website),
      countries: [...(f.countries ?? [])],
      proposal: trim(f.proposal),
    };
  }
  // JSON.stringify drops the undefined optional fields; leave them out of the object too.
  return JSON.parse(JSON.stringify(out)) as ServiceRequestPayload;
}

/**
 * Where the server's error for a field goes on the form: the same path, except the amount, which
 * the form takes in major units.
 */
export function formPath(serverField: string): (string | number)[] | undefined {
  if (serverField === 'finance.amountMinor') return ['finance', 'amount'];
  const parts = serverField.split('.');
  if (parts.length > 2) return undefined;
  if (parts.length === 1) {
    return ['name', 'email', 'company', 'phone', 'country', 'message', 'consent'].includes(parts[0]!)
      ? parts
      : undefined;
  }
  return ['finance', 'freight', 'inspection', 'partnership'].includes(parts[0]!) ? parts : undefined;
}
