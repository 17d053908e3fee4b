/** The compare API's bounds (services/catalogue/src/products/compare-products.query.ts). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `?ids=a,b,c` → distinct product ids in the order given, at most COMPARE_MAX. Anything that
 * cannot be a product id is dropped here rather than sent (the API would refuse the whole list).
 */
export function parseCompareIds(raw: string | null | undefined): string[] {
  const out: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const id = part.trim().toLowerCase();
    if (UUID.test(id) && !out.includes(id)) out.push(id);
  }
  return out.slice(0, COMPARE_MAX);
}

export function compareHref(ids: readonly string[]): string {
  return `/products/compare?ids=${ids.join(',')}`;
}

/** Adds or removes an id, never past COMPARE_MAX (the caller disables the box at the limit). */
export function toggleCompareId(ids: readonly string[], id: string): string[] {
  if (ids.includes(id)) return ids.filter((x) => x !== id);
  return ids.length >= COMPARE_MAX ? [...ids] : [...ids, id];
}
