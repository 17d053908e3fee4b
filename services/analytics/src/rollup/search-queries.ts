/**
 * What analytics.search_daily keeps of the text people typed, and what the dashboards show of it.
 * A search query is the one rollup that holds free text a person wrote: usually product words, but
 * now and then something that points at one person (a name, an order or invoice number, a street).
 */

/**
 * k-anonymity floor: a query is shown (top lists, CSV) only when it was searched at least this
 * many times in the period, so a text typed by a single person is never shown to staff. The
 * counts are searches, not people (a search carries nobody): one person repeating a query three
 * times passes; what the floor stops is the one-off query, by far the common case for personal text.
 */
export const SEARCH_QUERY_FLOOR = 3;

/**
 * How long a day's rare queries (searched fewer than SEARCH_QUERY_FLOOR times that day) are kept:
 * a week, so the day and week dashboards can still add a query's searches across days up to the
 * floor. After that they are deleted (search-prune.job.ts): rollups are history, but this is text
 * nobody would ever be shown unless it recurred, and the day's totals live in its TOTAL_QUERY row.
 */
export const RARE_QUERY_KEPT_DAYS = 7;

/**
 * search_daily.query of a day's total: all its searches with words, redacted ones included (the
 * catalogue replaced a query holding an e-mail address or a phone number by "[redacted]"; such a
 * search counts here and nowhere else). Totals and zero-result rates read only these rows, so they
 * are a row per day to read and never change when rare queries are pruned. Never a query of its
 * own: a search without words (a browse) is no search and is not counted at all.
 */
export const TOTAL_QUERY = '';
