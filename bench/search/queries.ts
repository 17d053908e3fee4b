import type { SearchFilters, Sql } from '../../services/catalogue/src/search/search-sql.js';

export type BenchKind = 'common-word' | 'rare-word' | 'two-words' | 'typo' | 'category-price' | 'suggest';

export interface BenchQuery {
  kind: BenchKind;
  label: string;
  q?: string;
  filters?: Omit<SearchFilters, 'tsquery'>;
  /** The same query through the HTTP API. */
  path: string;
}

type Rows = <T>(sql: Sql) => Promise<T[]>;

/** Swaps two letters in the middle, the commonest typing slip ("cocoa" → "cocao"). */
function typo(word: string): string {
  const i = Math.max(1, word.length - 3);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/**
 * The fixed mix of query kinds, with words taken from the database being measured so that any
 * catalogue (the 1M generator's, the sample's, the demo seed) gets comparable queries: the most
 * frequent dictionary word, the least frequent one, a word found in about 1% of products with its
 * neighbour in a real title, the same two words with a typo, the largest top-level category with a
 * 10–1000 USD price range, and a 3-letter prefix for suggestions.
 */
export async function pickQueries(rows: Rows): Promise<BenchQuery[]> {
  const words = await rows<{ word: string; hits: number }>({
    text: `select word, hits from catalogue.search_words where length(word) >= 4 order by hits desc, word`,
    values: [],
  });
  if (words.length === 0) throw new Error('catalogue.search_words is empty: seed products first');
  const [visible] = await rows<{ n: number }>({
    text: `select count(*)::int as n from catalogue.products where status = 'published' and not supplier_suspended`,
    values: [],
  });
  const target = (visible?.n ?? 1) / 100;
  const common = words[0]!.word;
  const rare = words.at(-1)!.word;
  const mid =
    [...words]
      .filter((w) => /^[a-z]{5,}$/.test(w.word))
      .sort((a, b) => Math.abs(a.hits - target) - Math.abs(b.hits - target))[0]?.word ?? common;
  const [title] = await rows<{ title: string }>({
    text: `select title from catalogue.products p
      where p.status = 'published' and not p.supplier_suspended and p.search_vector @@ to_tsquery('simple', $1)
      order by p.id limit 1`,
    values: [mid],
  });
  const titleWords = (title?.title ?? mid)
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4);
  const other = titleWords.find((w) => w !== mid) ?? common;
  const [top] = await rows<{ path: string }>({
    text: `select split_part(category_path, '/', 1) as path from catalogue.products p
      where p.status = 'published' and not p.supplier_suspended group by 1 order by count(*) desc limit 1`,
    values: [],
  });
  const category = top?.path ?? 'agriculture';
  const enc = encodeURIComponent;
  const search = (kind: BenchKind, q: string): BenchQuery => ({
    kind,
    label: q,
    q,
    path: `/api/v1/products?q=${enc(q)}`,
  });
  return [
    search('common-word', common),
    search('rare-word', rare),
    search('two-words', `${mid} ${other}`),
    search('typo', `${typo(mid)} ${other}`),
    {
      kind: 'category-price',
      label: `category=${category} 10-1000 USD`,
      filters: { categoryPath: category, minUsdCents: 1_000, maxUsdCents: 100_000 },
      path: `/api/v1/products?category=${enc(category)}&minPrice=10&maxPrice=1000&currency=USD`,
    },
    {
      kind: 'suggest',
      label: mid.slice(0, 3),
      q: mid.slice(0, 3),
      path: `/api/v1/search/suggest?q=${enc(mid.slice(0, 3))}`,
    },
  ];
}
