import { formatMoney } from '../../shared/money';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { fr } from '../../i18n/messages/fr';

/** notifications' service-request.entity.ts: SERVICE_TYPES and SERVICE_REQUEST_STATUSES. */
export const SERVICE_TYPES = ['finance', 'freight', 'inspection', 'partnership'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const REQUEST_STATUSES = ['new', 'in_progress', 'done', 'declined'] as const;

export const STATUS_COLOURS = { new: 'warning', in_progress: 'info', done: 'success' } as const;
export const SERVICE_COLOURS = { finance: 'secondary', freight: 'primary', inspection: 'info' } as const;

export const serviceChoices = SERVICE_TYPES.map((id) => ({ id, name: `app.service_type.${id}` }));
export const statusChoices = REQUEST_STATUSES.map((id) => ({ id, name: `app.service_request_status.${id}` }));

type Kind =
  'text' | 'enum' | 'money' | 'months' | 'country' | 'countries' | 'day' | 'weight' | 'volume' | 'url';

interface DetailField {
  source: string;
  kind: Kind;
  /** For `enum`: the namespace of its values under app.service_request. */
  values?: string;
}

/** Each service's fields (the DTOs of notifications' service-request.dto.ts), in reading order. */
export const DETAIL_FIELDS: Readonly<Record<ServiceType, readonly DetailField[]>> = {
  finance: [
    { source: 'purpose', kind: 'enum', values: 'purpose' },
    { source: 'amountMinor', kind: 'money' },
    { source: 'termMonths', kind: 'months' },
    { source: 'orderReference', kind: 'text' },
  ],
  freight: [
    { source: 'mode', kind: 'enum', values: 'mode' },
    { source: 'originCountry', kind: 'country' },
    { source: 'originPort', kind: 'text' },
    { source: 'destinationCountry', kind: 'country' },
    { source: 'destinationPort', kind: 'text' },
    { source: 'cargo', kind: 'text' },
    { source: 'weightKg', kind: 'weight' },
    { source: 'volumeM3', kind: 'volume' },
    { source: 'incoterm', kind: 'text' },
    { source: 'readyDate', kind: 'day' },
  ],
  inspection: [
    { source: 'kind', kind: 'enum', values: 'inspection_kind' },
    { source: 'product', kind: 'text' },
    { source: 'quantity', kind: 'text' },
    { source: 'country', kind: 'country' },
    { source: 'location', kind: 'text' },
    { source: 'date', kind: 'day' },
    { source: 'standard', kind: 'text' },
    { source: 'orderReference', kind: 'text' },
  ],
  partnership: [
    { source: 'kind', kind: 'enum', values: 'partner_kind' },
    { source: 'organisation', kind: 'text' },
    { source: 'website', kind: 'url' },
    { source: 'countries', kind: 'countries' },
    { source: 'proposal', kind: 'text' },
  ],
};

export interface DetailRow {
  source: string;
  /** Translation key of the label. */
  label: string;
  text: string;
  /** A web address to open (the partner's website). */
  href?: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isServiceType = (v: unknown): v is ServiceType =>
  typeof v === 'string' && (SERVICE_TYPES as readonly string[]).includes(v);

/** "Kenya (KE)" in the console's language; the bare code where the browser has no name for it. */
export function countryName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code);
    return name ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

function format(
  field: DetailField,
  value: unknown,
  details: Record<string, unknown>,
  locale: string,
  t: Translate,
) {
  const number = (options: Intl.NumberFormatOptions = {}) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 3, ...options }).format(Number(value));
  switch (field.kind) {
    case 'enum':
      return t(`app.service_request.${field.values}.${String(value)}`, { _: String(value) });
    case 'money':
      return formatMoney(
        value as number,
        typeof details.currency === 'string' ? details.currency : '',
        locale,
      );
    case 'months':
      return number({ style: 'unit', unit: 'month', unitDisplay: 'long' });
    case 'weight':
      return number({ style: 'unit', unit: 'kilogram' });
    case 'volume':
      // Intl has no cubic metre unit.
      return `${number()} m³`;
    case 'country':
      return countryName(String(value), locale);
    case 'countries':
      return (Array.isArray(value) ? value : []).map((c) => countryName(String(c), locale)).join(', ');
    case 'day': {
      const day = new Date(`${String(value)}T00:00:00Z`);
      return Number.isNaN(day.getTime())
        ? String(value)
        : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
    }
    default:
      return String(value);
  }
}

/**
 * The details of a request as label and text, in the console's language: amounts in their
 * currency's digits, countries by name, days as dates, the service's own words translated. Fields
 * the requester left out are not shown.
 */
export function detailRows(
  record: Record<string, unknown> | undefined,
  locale: string,
  t: Translate,
): DetailRow[] {
  const service = record?.service;
  if (!isServiceType(service)) return [];
  const details = record?.[service];
  if (!details || typeof details !== 'object') return [];
  const d = details as Record<string, unknown>;
  return DETAIL_FIELDS[service].flatMap((field) => {
    const value = d[field.source];
    if (value === undefined || value === null || value === '') return [];
    const row: DetailRow = {
      source: field.source,
      label: `app.service_request.details.${field.source}`,
      text: format(field, value, d, locale, t),
    };
    if (field.kind === 'url' && typeof value === 'string' && /^https?:\/\//i.test(value)) row.href = value;
    return [row];
  });
}

const PACKS: Record<string, typeof en> = { en, fr, ar };

/** The reply's subject in the requester's language when the console has it, else English. */
export function replySubject(requesterLocale: string | null | undefined, reference: string): string {
  const base = (requesterLocale ?? '').split('-')[0]!.toLowerCase();
  const pack = Object.hasOwn(PACKS, base) ? PACKS[base]! : en;
  return pack.app.service_request.reply_subject.replace('%{reference}', reference);
}
