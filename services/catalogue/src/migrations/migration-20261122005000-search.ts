import { Migration } from '@mikro-orm/migrations';

/**
 * What search needs beyond the base tables: the typo dictionary kept in step with products, prefix
 * indexes for suggestions, and per-day search counts for "trending in the last 7 days".
 *
 * search_words is maintained by statement-level triggers with transition tables rather than a row
 * trigger: a bulk load of a million products then costs one aggregated upsert per statement instead
 * of a million small ones, and ordinary single-row writes pay about the same. Words are only ever
 * added (hits count how many published texts carried them); a word that disappears from every title
 * merely stops being a correction target once `catalogue.refresh_search_words()` rebuilds the table
 * (run it from a periodic job, or after a bulk import).
 */
export class Migration20261122005000Search extends Migration {
  override name = 'Migration20261122005000Search';

  override up(): void {
    // The words the typo dictionary keeps from one text: what the 'simple' configuration indexes
    // (so they match search_vector lexemes), without numbers, codes and very short or long tokens.
    this.addSql(`create or replace function catalogue.search_words_of(text) returns setof text
      language sql immutable parallel safe strict
      as $$ select distinct t.lexeme from unnest(to_tsvector('simple', catalogue.f_unaccent($1))) t
            where length(t.lexeme) between 3 and 40 and t.lexeme !~ '[[:digit:][:punct:][:space:]]' $$`);

    // One query word as a tsquery matching both configurations the vector holds ('simple' words
    // and 'english' stems), with as few lexemes as possible: each extra one is another GIN posting
    // list to merge. A prefix whose stem starts it ("refined" → refin:*) needs the stem alone.
    this
      .addSql(`create or replace function catalogue.search_word_query(word text, prefix boolean) returns tsquery
      language sql immutable parallel safe strict
      as $$
        select case
          when stem is null or stem = word then to_tsquery('simple', word || suffix)
          when prefix and starts_with(word, stem) then to_tsquery('simple', stem || suffix)
          else to_tsquery('simple', word || suffix) || to_tsquery('simple', stem || suffix)
        end
        from (select case when prefix then ':*' else '' end as suffix,
                     (select t.lexeme from unnest(to_tsvector('english', word)) t limit 1) as stem) s
      $$`);

    // Title, category names and supplier name: a query word found in any of them is not a typo.
    this
      .addSql(`create or replace function catalogue.search_words_text(title text, category_text text, supplier_name text)
      returns text language sql immutable parallel safe
      as $$ select coalesce(title, '') || ' ' || coalesce(category_text, '') || ' ' || coalesce(supplier_name, '') $$`);

    this.addSql(`create or replace function catalogue.search_words_added() returns trigger
      language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into catalogue.search_words as s (word, hits)
          select w, count(*) from new_rows n
            cross join lateral catalogue.search_words_of(
              catalogue.search_words_text(n.title, n.category_text, n.supplier_name)) w
          where n.status = 'published'
          group by w order by w -- one lock order for every writer: no deadlocks between upserts
          on conflict (word) do update set hits = s.hits + excluded.hits;
        else
          insert into catalogue.search_words as s (word, hits)
          select w, count(*) from new_rows n join old_rows o on o.id = n.id
            cross join lateral catalogue.search_words_of(
              catalogue.search_words_text(n.title, n.category_text, n.supplier_name)) w
          where n.status = 'published'
            and (o.status <> 'published' or o.title is distinct from n.title
                 or o.category_text is distinct from n.category_text
                 or o.supplier_name is distinct from n.supplier_name)
          group by w order by w
          on conflict (word) do update set hits = s.hits + excluded.hits;
        end if;
        return null;
      end $$`);
    this.addSql(`create trigger products_search_words_insert after insert on catalogue.products
      referencing new table as new_rows
      for each statement execute function catalogue.search_words_added()`);
    this.addSql(`create trigger products_search_words_update after update on catalogue.products
      referencing old table as old_rows new table as new_rows
      for each statement execute function catalogue.search_words_added()`);

    // Exact rebuild from what is visible now; the triggers only ever add.
    this.addSql(`create or replace function catalogue.refresh_search_words() returns void
      language sql as $$
        delete from catalogue.search_words;
        insert into catalogue.search_words (word, hits)
        select w, count(*) from catalogue.products p
          cross join lateral catalogue.search_words_of(
            catalogue.search_words_text(p.title, p.category_text, p.supplier_name)) w
        where p.status = 'published' and not p.supplier_suspended
        group by w;
      $$`);
    this.addSql(`select catalogue.refresh_search_words()`);

    // Prefix lookups (is this half-typed word known? suggestions) as byte-wise ranges on a btree.
    this.addSql(
      `create index search_words_prefix_idx on catalogue.search_words (word text_pattern_ops, hits)`,
    );
    this.addSql(`create index search_terms_prefix_idx on catalogue.search_terms (term text_pattern_ops)`);
    // Trending falls back to the seeded terms; every other term may number in the millions.
    this.addSql(
      `create index search_terms_seeded_idx on catalogue.search_terms (searches desc) where seeded`,
    );

    // Category browsing with a price range (the storefront's commonest filter pair) finds its rows
    // in one index range instead of a category filtered row by row on the heap; the included
    // columns let the facets' sample be read from the index alone.
    this.addSql(`create index products_category_price_idx on catalogue.products
      (category_path text_pattern_ops, min_price_usd_cents)
      include (origin_country, supplier_verified, ready_to_ship, moq)
      where status = 'published' and not supplier_suspended`);

    // One row per term and day: "searches in the last 7 days" without scanning a log.
    this.addSql(`create table catalogue.search_term_days (
      term text not null references catalogue.search_terms (term) on delete cascade,
      day date not null,
      searches int not null default 0,
      primary key (term, day)
    )`);
    this.addSql(`create index search_term_days_day_idx on catalogue.search_term_days (day, term)`);
  }
}
