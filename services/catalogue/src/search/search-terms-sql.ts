import type { Sql } from './search-sql.js';

/**
 * Suggestions and trending terms, as pure SQL builders (shared with bench/search like search-sql).
 * Prefix matches are byte-wise ranges (~>=~ / ~<~) so the text_pattern_ops btree indexes serve
 * them whatever the database collation.
 */

export const MAX_SUGGESTIONS = 8;

/**
 * Up to 8 candidates of each kind, best first: categories whose name (in the caller's language or
 * English) has a word starting with the query, searched terms starting with it, and dictionary
 * words (from published titles) completing its last word.
 * `words` come from queryWords(); `lang` is one of the category name languages.
 */
export function suggestSql(words: string[], lang: string): Sql {
  const phrase = words.join(' ');
  const last = words.at(-1) ?? '';
  const head = words.slice(0, -1).join(' ');
  return {
    text: `(select 'category' as kind, coalesce(c.names ->> $4, c.names ->> 'en') as text, c.path, c.depth::float8 as score
  from catalogue.categories c
  where c.retired_at is null
    and (' ' || regexp_replace(catalogue.f_unaccent(lower(coalesce(c.names ->> $4, ''))), '[^[:alnum:]]+', ' ', 'g')
           like '% ' || $1 || '%'
      or ' ' || regexp_replace(catalogue.f_unaccent(lower(c.names ->> 'en')), '[^[:alnum:]]+', ' ', 'g')
           like '% ' || $1 || '%')
  order by c.depth, c.position
  limit ${MAX_SUGGESTIONS})
union all
(select 'term', t.term, null, t.searches::float8
  from catalogue.search_terms t
  where t.term ~>=~ $1 and t.term ~<~ ($1 || chr(1114111)) and t.searches > 0
  order by t.searches desc
  limit ${MAX_SUGGESTIONS})
union all
(select 'word', ltrim($3 || ' ' || s.word), null, s.hits::float8
  from catalogue.search_words s
  where s.word ~>=~ $2 and s.word ~<~ ($2 || chr(1114111))
  order by s.hits desc
  limit ${MAX_SUGGESTIONS})`,
    values: [phrase, last, head, lang],
  };
}

/** The most searched terms of the last 7 days (UTC), then the seeded ones. */
export function trendingSql(limit: number): Sql {
  return {
    text: `with recent as (
  select d.term, sum(d.searches)::int as n
  from catalogue.search_term_days d
  where d.day > (now() at time zone 'utc')::date - 7
  group by d.term
  order by n desc, d.term
  limit $1
)
select x.term, x.n as searches from (
  select r.term, r.n, 0 as tier, 0::bigint as seeded_rank from recent r
  union all
  select t.term, 0, 1, t.searches from catalogue.search_terms t
  where t.seeded and not exists (select 1 from recent r where r.term = t.term)
) x
order by x.tier, x.n desc, x.seeded_rank desc, x.term
limit $1`,
    values: [limit],
  };
}

/**
 * Counts searches of normalized terms, `[term, searches]` each once: the running totals and
 * today's (UTC) counts, one statement for a whole batch. Terms are upserted in one order so that
 * two instances flushing at once cannot deadlock.
 */
export function recordTermsSql(counts: [string, number][]): Sql {
  return {
    text: `with input as (
  select c.term, c.n from unnest($1::text[], $2::int[]) as c(term, n)
), t as (
  insert into catalogue.search_terms as t (term, searches, last_searched_at)
  select i.term, i.n, now() from input i order by i.term
  on conflict (term) do update set searches = t.searches + excluded.searches, last_searched_at = now()
  returning t.term
)
insert into catalogue.search_term_days as d (term, day, searches)
select i.term, (now() at time zone 'utc')::date, i.n from input i join t on t.term = i.term
order by i.term
on conflict (term, day) do update set searches = d.searches + excluded.searches`,
    values: [counts.map(([term]) => term), counts.map(([, n]) => n)],
  };
}
