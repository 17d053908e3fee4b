import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { SearchDb } from './search-db.js';
import { queryWords } from './search-sql.js';
import { MAX_SUGGESTIONS, recordTermsSql, suggestSql, trendingSql } from './search-terms-sql.js';

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
/** How long counted searches wait to be written together. */
export const RECORD_FLUSH_MS = 1_000;
/** Distinct terms that force a write before the delay is over. */
const MAX_PENDING_TERMS = 500;

/** Suggestions while typing, trending terms, and the per-search counting that feeds both. */
@Injectable()
export class SearchTerms implements OnModuleDestroy {
  private readonly log = new Logger(SearchTerms.name);
  private pending = new Map<string, number>();
  private timer?: ReturnType<typeof setTimeout>;

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
   * Counts a search in the background: the buyer's answer never waits for it. Counts are summed
   * in memory and written together at most RECORD_FLUSH_MS later (one statement for the batch,
   * where a write per search made every search also a transaction with a commit). A failed write
   * is only logged: losing a second's counts is harmless, failing searches would not be.
   */
  record(term: string): void {
    const normalized = term.slice(0, MAX_TERM_LENGTH).trim();
    if (!normalized) return;
    this.pending.set(normalized, (this.pending.get(normalized) ?? 0) + 1);
    if (this.pending.size >= MAX_PENDING_TERMS) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), RECORD_FLUSH_MS);
      this.timer.unref?.();
    }
  }

  /** Writes the counts gathered so far (also on shutdown). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending = new Map();
    try {
      await this.db.rows(recordTermsSql(batch));
    } catch (error) {
      this.log.error({ err: error, terms: batch.length }, 'could not count search terms');
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
  }
}
