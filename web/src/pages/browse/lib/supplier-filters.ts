import type { SupplierFilters } from '../api/suppliers.api';

const CATEGORY = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** The directory's filters as held in the URL, read by the API's own rules (list-suppliers.dto.ts). */
export function parseSupplierFilters(params: URLSearchParams): SupplierFilters {
  const f: SupplierFilters = {};
  const q = params.get('q')?.trim().slice(0, 100);
  if (q) f.q = q;
  const country = params.get('country')?.trim().toUpperCase();
  if (country && /^[A-Z]{2}$/.test(country)) f.country = country;
  const category = params.get('category')?.trim().toLowerCase();
  if (category && CATEGORY.test(category)) f.category = category;
  const verified = params.get('verified');
  if (verified === 'true' || verified === 'false') f.verified = verified === 'true';
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 10_000) f.page = page;
  return f;
}

export function supplierFiltersQuery(f: SupplierFilters): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(f))
    if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) out.set(k, String(v));
  return out.toString();
}
