import { Injectable, Logger } from '@nestjs/common';
import { SearchDb } from './search-db.js';
import { queryWords } from './search-sql.js';
import { MAX_SUGGESTIONS, recordTermSql, suggestSql, trendingSql } from './search-terms-sql.js';

export interface Suggestion {
  text: string;
  kind: 'category' | 'term' | 'word';
  /** For a category suggestion: the path to filter on. */
  categoryPath?: string;
}

export interface TrendingTerm {
  term: string;
  /** Searches in the last 7 days (0 for a seeded term nobody searched lately). */
  searches: number;
}

const TRENDING_LIMIT = 10;
const MAX_TERM_LENGTH = 100;

/** Suggestions while typing, trending terms, and the per-search counting that feeds both. */
@Injectable()
export class SearchTerms {
  private readonly log = new Logger(SearchTerms.name);

  constructor(private readonly db: SearchDb) {}

  /** Categories first (they narrow best), then popular searches, then completions of the last word. */
  async suggest(q: string, lang: string): Promise<Suggestion[]> {
    const words = queryWords(q);
    if (words.length === 0) return [];
    const rows = await this.db.rows<{ kind: Suggestion['kind']; text: string; path: string | null }>(
      suggestSql(words, lang),
    );
    const seen = new Set<string>();
    const out: Suggestion[] = [];
    for (const kind of ['category', 'term', 'word'] as const) {
      for (const r of rows
        .filter((x) => x.kind === kind)
        .slice(0, kind === 'category' ? 3 : MAX_SUGGESTIONS)) {
        const key = `${kind === 'category' ? 'c' : 't'}:${r.text.toLowerCase()}`;
        if (seen.has(key) || out.length >= MAX_SUGGESTIONS) continue;
        seen.add(key);
        out.push(r.path ? { text: r.text, kind, categoryPath: r.path } : { text: r.text, kind });
      }
    }
    return out;
  }

  /** Not cached here: the answer carries Cache-Control for the gateway and browsers instead. */
  trending(): Promise<TrendingTerm[]> {
    return this.db.rows<TrendingTerm>(trendingSql(TRENDING_LIMIT));
  }

  /**
   * Counts a search in the background: the buyer's answer never waits for it, and a failure is
   * only logged (losing one count is harmless, failing the search would not be).
   */
  record(term: string): void {
    const normalized = term.slice(0, MAX_TERM_LENGTH).trim();
    if (!normalized) return;
    this.db.rows(recordTermSql(normalized)).catch((error: unknown) => {
      this.log.error({ err: error, term: normalized }, 'could not count a search term');
    });
  }
}
