/**
 * The SQL product search runs, as pure functions of its inputs. The service executes exactly these
 * statements and bench/search times the very same text, so the figures measure what production
 * runs. Kept free of decorators and runtime imports so that plain `node` (type stripping) can load
 * it from the bench.
 *
 * Every statement repeats the partial indexes' predicate (status = 'published' and not
 * supplier_suspended) so that the planner can use them.
 */

export interface Sql {
  text: string;
  values: unknown[];
}

export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** pg_trgm similarity a replacement word must reach (also pg_trgm's default `%` threshold). */
export const MIN_SIMILARITY = 0.3;
/** Similar words OR-ed in for an unknown word: "cocao" is as close to "cacao" as to "cocoa". */
const MAX_FIXES = 3;

/** Results a search serves at most (page × pageSize): deep pages cost a scan of all before them. */
export const MAX_RESULTS = 2_000;

/**
 * Matches counted and ranked exactly for the first pages. Beyond it (a word in a quarter of a
 * million products) the total is estimated, the facets come from the counted matches scaled to
 * it, and relevance ranks those candidates only: the way search engines stop counting
 * (Elasticsearch's track_total_hits) so that a broad word costs the same as a narrow one. Each
 * counted match is a heap row read and ranked, most of a broad search's time: 1,000 rather than
 * 2,000 took 8–10 ms off the broad kinds at a million products.
 */
export const EXACT_LIMIT = 1_000;

/** Matches a page counts: EXACT_LIMIT, or as deep as the page reaches (up to MAX_RESULTS). */
export const countCap = (limit: number, offset: number): number => Math.max(EXACT_LIMIT, offset + limit);

/**
 * Past countCap(), a search still counts all its matches (without ranking them or reading them
 * for facets) when the products table has at most this many pages: reading all of them then costs
 * a few milliseconds (4,096 pages, 32 MiB, held 25,000 products in the bench's catalogue, and
 * counted a word in 7,000 of them in 9 ms and a browse in 3 ms). A limit on the matches instead
 * would not bound the work: a filter matching 1 product in 15 reads the whole index to find
 * 100,000, and each text match is a row read (80,000 took 200 ms). Larger catalogues get an
 * estimate, never below what was counted. The catalogue's SEARCH_EXACT_COUNT_PAGES overrides it.
 */
export const EXACT_COUNT_PAGES = 4_096;

/** Upper bounds in US cents of the price bands (< 10, 10–100, 100–1000, 1000–10000, ≥ 10000 USD). */
export const PRICE_BAND_LIMITS = [1_000, 10_000, 100_000, 1_000_000] as const;

/**
 * Settings every catalogue connection runs with (bench/search uses the same). A search stops its
 * scan at the first countCap() + 1 matches and extrapolates the total from how far into the table
 * they reach (search-page-sql.ts). A synchronized scan would start wherever the previous one
 * stopped: estimates and facets would change between two identical requests.
 */
export const SEARCH_SESSION_SETTINGS: Readonly<Record<string, string>> = { synchronize_seqscans: 'off' };

export const VISIBLE = `p.status = 'published' and not p.supplier_suspended`;

// unaccent() folds these as letters rather than as letter + combining mark, so NFKD alone misses them.
const FOLDS: Record<string, string> = { ß: 'ss', œ: 'oe', æ: 'ae', ø: 'o', đ: 'd', ł: 'l', ı: 'i', þ: 'th' };

/** A query's words, as the index holds them and as typed (see queryTerms). */
export interface QueryTerms {
  /**
   * Lower case, accents removed (like catalogue.f_unaccent), split where the text search parser
   * splits ("d'ivoire" → d, ivoire). Only letters and digits survive, so the words are safe inside
   * to_tsquery syntax.
   */
  words: string[];
  /** The same words with their accents, for stemmers that need them (French: "fermentées"). */
  typed: string[];
}

/** Latin-style accents only: Arabic hamza and other scripts' marks are part of the letter, and unaccent keeps them too. */
const stripAccents = (w: string) =>
  w
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]+/g, '')
    .normalize('NFC')
    .replace(/[ßœæøđłıþ]/g, (c) => FOLDS[c] ?? c);

/** A query split into words (at most MAX_QUERY_WORDS, each cut at MAX_WORD_LENGTH). */
export function queryTerms(q: string): QueryTerms {
  const typed = q
    .toLowerCase()
    .normalize('NFC')
    // Split where unaccented text would split: marks stay with their letter.
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .flatMap((w) => {
      // Other scripts' marks (Arabic vowel signs) survive unaccenting and split the word, as the
      // parser would; those pieces have no other typed form.
      const pieces = stripAccents(w)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((p) => p.length > 0);
      return pieces.length === 1
        ? [{ word: pieces[0]!, typed: w }]
        : pieces.map((p) => ({ word: p, typed: p }));
    })
    .slice(0, MAX_QUERY_WORDS)
    .map((t) => ({ word: t.word.slice(0, MAX_WORD_LENGTH), typed: t.typed.slice(0, MAX_WORD_LENGTH) }));
  return { words: typed.map((t) => t.word), typed: typed.map((t) => t.typed) };
}

export const queryWords = (q: string): string[] => queryTerms(q).words;

/**
 * Stemmer (PostgreSQL text search configuration) for the reader's language, besides the English
 * one every query word gets. Swahili has none in PostgreSQL: its words match as written.
 */
const STEMMERS: Record<string, string> = { fr: 'pg_catalog.french', ar: 'pg_catalog.arabic' };
export const stemmerFor = (lang: string): string => STEMMERS[lang] ?? 'pg_catalog.english';

export interface WordAnalysis {
  i: number;
  word: string;
  /** Dictionary words close to an unknown word, best first; null when the word is known or not checked. */
  fixes: string[] | null;
  /** The word as a tsquery: as written, its English stem and its reader's-language stem (catalogue.search_word_query). */
  wq: string;
  /** The same for the fixes, OR-ed; null without fixes. */
  fq: string | null;
  /** With fixes: whether the word itself matches a visible product (through a stem); else null. */
  stemmed: boolean | null;
}

/**
 * Step 1: for each word, is it in the typo dictionary (the last word as a prefix, since it may be
 * half typed)? If not, the closest dictionary words by trigram similarity (GIN index, `%` operator),
 * matched as whole words.
 * Also renders each word's tsquery text so step 2 gets a constant the planner can estimate.
 */
export function analyseSql(terms: QueryTerms, lang: string): Sql {
  const { words, typed } = terms;
  return {
    text: `select w.i::int as i, w.word, w.fixes, x.q::text as wq,
  -- A word the dictionary lacks may still match through a stem ("fermentation" → ferment): then
  -- it is no typo, and its fixes would only add unrelated products and a false "did you mean".
  -- The dictionary holds words only as written; catalogue.word_matches asks the text index.
  case when cardinality(w.fixes) > 0 then catalogue.word_matches(x.q) end as stemmed,
  (select string_agg('(' || catalogue.search_word_query(f.word, f.word, false, $5::regconfig)::text || ')', ' | ' order by f.n)
     from unnest(w.fixes) with ordinality f(word, n)) as fq
from (
  select q.i, q.word, q.typed,
    -- Prefix matching only where it can add anything: the last word, long enough, with longer
    -- dictionary words starting with it. A GIN prefix scan merges every matching posting list,
    -- so "refined:*" costs 30 times "refined" for the same products.
    q.i = $2 and length(q.word) >= 3 and exists (select 1 from catalogue.search_words s
      where s.word ~>~ q.word and s.word ~<~ (q.word || chr(1114111))) as last,
    case when length(q.word) >= 3 and q.word !~ '[[:digit:]]' and not (case when q.i = $2
        then exists (select 1 from catalogue.search_words s
                     where s.word ~>=~ q.word and s.word ~<~ (q.word || chr(1114111)))
        else exists (select 1 from catalogue.search_words s where s.word = q.word) end)
      then coalesce(nullif(array(select s.word from catalogue.search_words s
                 where s.word operator(public.%) q.word and public.similarity(s.word, q.word) >= $3
                 order by public.similarity(s.word, q.word) desc,
                   -- ties ("cocao": cocoa or cacao?) go to the longer common start: people
                   -- mistype the middle of a word more than its beginning
                   (left(s.word, 1) = left(q.word, 1))::int + (left(s.word, 2) = left(q.word, 2))::int
                     + (left(s.word, 3) = left(q.word, 3))::int desc,
                   s.hits desc, s.word
                 limit $4), '{}'::text[]),
        -- Two neighbouring letters swapped ("sloar", "prses") leaves too few trigrams in common
        -- for the similarity above; each swap undone is looked up exactly. The byte-wise "between
        -- itself and itself" is equality that only the btree serves: with a plain = the planner
        -- picks the trigram index, ten times slower for an exact look-up.
        array(select s.word from generate_series(1, length(q.word) - 1) g
              cross join lateral (select overlay(q.word placing substr(q.word, g + 1, 1) || substr(q.word, g, 1)
                                   from g for 2) as w) x
              join catalogue.search_words s on s.word ~>=~ x.w and s.word ~<=~ x.w
              order by s.hits desc, s.word
              limit $4))
    end as fixes
  from unnest($1::text[], $6::text[]) with ordinality as q(word, typed, i)
  -- Not pulled up into the outer query, which would then work the fixes out twice (for fixes and fq).
  offset 0
) w
cross join lateral (select catalogue.search_word_query(w.word, w.typed, w.last, $5::regconfig) as q) x
order by w.i`,
    values: [words, words.length, MIN_SIMILARITY, MAX_FIXES, stemmerFor(lang), typed],
  };
}

/** The final tsquery (AND of words, each OR-ed with its fixes unless it matched through a stem) and the corrected query if any. */
export function tsqueryOf(analysed: WordAnalysis[]): { tsquery: string | null; corrected: string | null } {
  const rows = analysed.map((r) => (r.stemmed ? { ...r, fixes: null, fq: null } : r));
  const parts = rows
    .filter((r) => r.wq.trim() !== '')
    .map((r) => (r.fq ? `( ${r.wq} | ${r.fq} )` : `( ${r.wq} )`));
  const fixed = rows.some((r) => (r.fixes?.length ?? 0) > 0);
  return {
    tsquery: parts.length > 0 ? parts.join(' & ') : null,
    corrected: fixed ? rows.map((r) => r.fixes?.[0] ?? r.word).join(' ') : null,
  };
}

export interface SearchFilters {
  /** From tsqueryOf; absent = browse. */
  tsquery?: string | null;
  /** A category path; its descendants are included. */
  categoryPath?: string;
  country?: string;
  verified?: boolean;
  readyToShip?: boolean;
  minUsdCents?: number;
  maxUsdCents?: number;
  /** Products whose MOQ is at most this. */
  moq?: number;
}

export interface Where {
  /** VISIBLE and every filter, ANDed. */
  clause: string;
  /** The filters alone (without VISIBLE), for rows already known to be visible. */
  filters: string[];
  values: unknown[];
}

/** WHERE clause and its parameters; the tsquery, when present, is always $1. */
export function where(f: SearchFilters, estimate = false): Where {
  const values: unknown[] = [];
  const add = (v: unknown) => `$${values.push(v)}`;
  const c: string[] = [];
  if (f.tsquery) c.push(`p.search_vector @@ ${add(f.tsquery)}::tsquery`);
  if (f.categoryPath !== undefined) {
    // The path or below it. The byte-wise range lets one btree range scan serve it (an OR of = and
    // LIKE cannot). Paths are slugs joined by '/', so they carry no LIKE wildcards.
    const path = add(f.categoryPath);
    if (estimate) {
      // The planner takes the range and an exact test for independent conditions: its estimate
      // must see only one.
      c.push(`(p.category_path = ${path} or p.category_path like ${add(`${f.categoryPath}/%`)})`);
    } else {
      // Inside the range, only the siblings between the path and path + '/' ("construction-tools"
      // sorts there, '-' being below '/') are not the path or below it. Excluding that band,
      // rather than testing = or LIKE again, keeps the planner's estimate of the whole close to
      // the range's own (an OR of = and LIKE multiplied it down 10 to 20 times, and a plan that
      // expects 2,000 rows is not the one for 40,000).
      c.push(`p.category_path ~>=~ ${path} and p.category_path ~<~ ${add(`${f.categoryPath}/\u{10FFFF}`)}`);
      c.push(`not (p.category_path ~>~ ${path} and p.category_path ~<~ ${add(`${f.categoryPath}/`)})`);
    }
  }
  if (f.country !== undefined) c.push(`p.origin_country = ${add(f.country)}`);
  if (f.verified !== undefined) c.push(`p.supplier_verified = ${add(f.verified)}`);
  if (f.readyToShip !== undefined) c.push(`p.ready_to_ship = ${add(f.readyToShip)}`);
  if (f.minUsdCents !== undefined) c.push(`p.min_price_usd_cents >= ${add(f.minUsdCents)}`);
  if (f.maxUsdCents !== undefined) c.push(`p.min_price_usd_cents <= ${add(f.maxUsdCents)}`);
  if (f.moq !== undefined) c.push(`p.moq <= ${add(f.moq)}`);
  return { clause: [VISIBLE, ...c].join('\n  and '), filters: c, values };
}

/** The planner's estimate of the matches, for a total that is not counted (EXPLAIN, no execution). */
export function estimateSql(f: SearchFilters): Sql {
  const { clause, values } = where(f, true);
  return { text: `explain (format json) select 1 from catalogue.products p where ${clause}`, values };
}
