import { Inject, Injectable } from '@nestjs/common';
import { normaliseSearchQuery, REDACTED } from '@sokoni/contracts';
import { CONFIG } from '@sokoni/platform/config';
import { shareJson } from '@sokoni/platform/http';
import type { CatalogueConfig } from '../catalogue.config.js';
import { FxRates, usdCents } from '../fx/fx-rates.js';
import type { ReadCache } from '../read-cache/read-cache.js';
import { ReadCaches } from '../read-cache/read-caches.js';
import { toCard, type CardRow, type ProductCard } from './product-card.js';
import { SearchCategories } from './search-categories.js';
import { SearchDb } from './search-db.js';
import { SearchEvents } from './search-events.js';
import { buildFacets, type FacetRow, type SearchFacets } from './search-facets.js';
import type { SearchParams } from './search-params.js';
import { SearchProblems } from './search.problems.js';
import { analyse, fetchPage } from './search-run.js';
import type { SearchFilters, Sql } from './search-sql.js';
import { SearchTerms } from './search-terms.js';

export interface SearchResult {
  items: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  facets: SearchFacets;
  /** Present (true) when the total is an estimate (a large catalogue, more than 1,000 matches). */
  estimated?: true;
  /** Present when misspelt words were matched through their closest dictionary words. */
  correctedQuery?: string;
}

/** A search's answer, and what counting it needs. */
interface FoundSearch {
  result: SearchResult;
  /** Whether it had words to match (a text search). */
  tsquery: boolean;
  /** The words it counts as, for the trending terms. */
  counted: string;
}

/**
 * Product search: words → (typo check, tsquery) → one page and the facets, both over the same
 * filtered set of visible products (statements in search-sql.ts and search-page-sql.ts, their
 * order in search-run.ts).
 */
@Injectable()
export class ProductSearch {
  private readonly cache: ReadCache<FoundSearch>;

  constructor(
    private readonly db: SearchDb,
    private readonly fx: FxRates,
    private readonly categories: SearchCategories,
    private readonly terms: SearchTerms,
    private readonly events: SearchEvents,
    @Inject(CONFIG) private readonly config: CatalogueConfig,
    caches: ReadCaches,
  ) {
    this.cache = caches.create(500);
  }

  /**
   * Answers the search, from the read cache when the same search (every parameter, the language)
   * was answered within CATALOGUE_READ_CACHE_MS. Counting it (trending terms, the analytics event)
   * happens for every search, cached or not.
   */
  async search(p: SearchParams, lang: string): Promise<SearchResult> {
    const found = await this.cache.get(searchKey(p, lang), () => this.run(p, lang));
    const { result, counted, tsquery } = found;
    // A search counts once, on its first page, and only when it found something. Never a query
    // holding an e-mail address or phone number: counted terms are shown to everyone (trending,
    // suggestions), and the words left after tokenising no longer look like either.
    if (tsquery && result.total > 0 && p.page === 1 && normaliseSearchQuery(p.q) !== REDACTED)
      this.terms.record(counted);
    // Analytics hears of every first page, found or not (zero-result searches matter most there).
    this.events.performed(p, lang, {
      total: result.total,
      estimated: result.estimated === true,
      corrected: result.correctedQuery ?? null,
    });
    return result;
  }

  private async run(p: SearchParams, lang: string): Promise<FoundSearch> {
    const rates = await this.fx.all();
    const rate = rates.get(p.currency);
    if (!rate) throw SearchProblems.unsupportedCurrency({ currency: p.currency });
    if (p.category !== undefined && !(await this.categories.has(p.category)))
      throw SearchProblems.unknownCategory({ category: p.category });

    const exec = <T>(sql: Sql) => this.db.rows<T>(sql);
    const { words, tsquery, corrected } = await analyse(exec, p.q, lang);

    // Major units of the asked currency → the USD cents every product is normalized to.
    const cents = (major: number | undefined) =>
      major === undefined ? undefined : usdCents(Math.round(major * 10 ** rate.minorDigits), rate);
    const filters: SearchFilters = {
      tsquery,
      categoryPath: p.category,
      country: p.country,
      verified: p.verified,
      readyToShip: p.readyToShip,
      minUsdCents: cents(p.minPrice),
      maxUsdCents: cents(p.maxPrice),
      moq: p.moq,
    };
    const offset = (p.page - 1) * p.pageSize;
    const [page, name] = await Promise.all([
      fetchPage<CardRow, FacetRow>(
        exec,
        filters,
        p.sort,
        p.pageSize,
        offset,
        this.config.SEARCH_EXACT_COUNT_PAGES,
      ),
      this.categories.namer(lang),
    ]);
    const { rows, total, estimated } = page;
    const { facets } = buildFacets(page.facetRows, name, page.sampled ? total : undefined);
    return {
      tsquery: Boolean(tsquery),
      counted: corrected ?? words.join(' '),
      // Every reader of this search within the cache's second gets this value (serialized once).
      result: shareJson({
        items: rows.map((r) => toCard(r, p.currency, rates)),
        total,
        page: p.page,
        pageSize: p.pageSize,
        facets,
        ...(estimated ? { estimated: true } : {}),
        ...(corrected ? { correctedQuery: corrected } : {}),
      }),
    };
  }
}

/** Every parameter that shapes the answer, and the language (facet names). */
function searchKey(p: SearchParams, lang: string): string {
  return JSON.stringify([
    lang,
    p.q,
    p.category,
    p.country,
    p.verified,
    p.readyToShip,
    p.minPrice,
    p.maxPrice,
    p.moq,
    p.currency,
    p.sort,
    p.page,
    p.pageSize,
  ]);
}
