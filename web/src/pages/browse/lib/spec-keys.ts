interface WithSpecs {
  specifications: readonly { key: string; value: string }[];
}

const norm = (key: string) => key.trim().toLowerCase();

/**
 * Every specification name any of the products has, in order of first appearance; names that
 * differ only in case or spacing ("Moisture" and "moisture ") are one row.
 */
export function specKeys(products: readonly WithSpecs[]): string[] {
  const seen = new Map<string, string>();
  for (const p of products)
    for (const s of p.specifications) if (!seen.has(norm(s.key))) seen.set(norm(s.key), s.key.trim());
  return [...seen.values()];
}

/** The product's value for a specification name (same matching as specKeys), undefined if it has none. */
export function specValue(product: WithSpecs, key: string): string | undefined {
  return product.specifications.find((s) => norm(s.key) === norm(key))?.value;
}
