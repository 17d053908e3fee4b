import { Migration } from '@mikro-orm/migrations';

/**
 * Stemming in the languages the storefront serves, not English alone.
 *
 * Until now every product's vector held its words as written ('simple', unaccented) and English
 * stems. French or Arabic listings matched only their exact word forms: "fermentée" did not find
 * "fermentées" (French stems need the accents, which unaccent had already removed: both became
 * "fermente"/"fermentee" for the English stemmer), and Arabic had no stemming at all.
 *
 * Each product now also carries the stems of its own language, detected from its title and its
 * description (catalogue.text_search_config: Arabic script, else French function words
 * outnumbering English ones, else English; Swahili has no stemmer in PostgreSQL and keeps its words as written). Those
 * stems are taken from the accented text and unaccented afterwards (catalogue.unaccented_stems),
 * so accents still never matter to a match. English products keep exactly the vector they had.
 *
 * A query word is matched as written, by its English stem, and by its stem in the reader's
 * language (Accept-Language), again stemmed before unaccenting: catalogue.search_word_query now
 * takes the word as typed and that language.
 */
export class Migration20261201008000SearchLanguages extends Migration {
  override name = 'Migration20261201008000SearchLanguages';

  override up(): void {
    // Function words: frequent in any description, rare in the other language. Not French
    // elisions: "Côte d'Ivoire" is in a great many English titles. No "a" in English: French has
    // it too ("il a").
    const fr = `\\m(?:le|la|les|de|des|du|et|en|à|pour|au|aux|avec|sans|un|une|sur|par|dans|est|qui|ou|nos|notre|votre|vos|très)\\M`;
    const en = `\\m(?:the|and|of|for|with|in|to|from|by|on|is|are|our|your|an|this|that|per|each)\\M`;
    // The language of one text, or null without evidence either way (no function words, a tie).
    // Runs twice for every product written, so the cheap tests come first: most text has no
    // Arabic letter and no French word (~35 µs for a 300-character description). PL/pgSQL, not
    // SQL: a SQL function of this shape is not inlined and is planned again at every call.
    this.addSql(`create or replace function catalogue.text_search_config(body text) returns regconfig
      language plpgsql immutable parallel safe strict
      as $$
        declare
          lowered text := lower(body);
          fr int;
        begin
          if body ~ '[\u0600-\u06ff]' and length(regexp_replace(body, '[^\u0600-\u06ff]', '', 'g'))
               > length(regexp_replace(body, '[^a-zA-Z]', '', 'g')) then
            return 'pg_catalog.arabic';
          end if;
          fr := regexp_count(lowered, '${fr}');
          if fr = 0 then
            return case when lowered ~ '${en}' then 'pg_catalog.english' end;
          end if;
          return case sign(fr - regexp_count(lowered, '${en}'))
            when 1 then 'pg_catalog.french' when -1 then 'pg_catalog.english' end;
        end
      $$`);

    // to_tsvector(cfg, body) with every lexeme unaccented afterwards, positions kept. Rebuilt
    // through tsvector's text form: duplicates that unaccenting makes ("fève", "feve") merge there.
    this
      .addSql(`create or replace function catalogue.unaccented_stems(cfg regconfig, body text) returns tsvector
      language plpgsql immutable parallel safe strict
      as $$
        begin
          return (select coalesce(string_agg('''' || replace(replace(catalogue.f_unaccent(t.lexeme), '\\', '\\\\'), '''', '''''')
                                             || ''':' || array_to_string(t.positions, ','), ' '), '')::tsvector
                  from unnest(to_tsvector(cfg, body)) t);
        end
      $$`);

    // Title and description are detected apart (an Arabic title over a French description is
    // common); a short title without evidence takes its description's language, and the reverse.
    this
      .addSql(`create or replace function catalogue.products_search_vector() returns trigger language plpgsql as $$
      declare
        t regconfig := catalogue.text_search_config(coalesce(new.title, ''));
        d regconfig := catalogue.text_search_config(coalesce(new.description, ''));
      begin
        t := coalesce(t, d, 'pg_catalog.english'::regconfig);
        d := coalesce(d, t);
        new.search_vector :=
          setweight(to_tsvector('simple', catalogue.f_unaccent(coalesce(new.title, ''))), 'A') ||
          setweight(to_tsvector('english', catalogue.f_unaccent(coalesce(new.title, ''))), 'A') ||
          setweight(to_tsvector('simple', catalogue.f_unaccent(coalesce(new.category_text, '') || ' ' || coalesce(new.supplier_name, ''))), 'B') ||
          setweight(to_tsvector('english', catalogue.f_unaccent(coalesce(new.description, ''))), 'C');
        if t <> 'pg_catalog.english'::regconfig then
          new.search_vector := new.search_vector || setweight(catalogue.unaccented_stems(t, coalesce(new.title, '')), 'A');
        end if;
        if d <> 'pg_catalog.english'::regconfig then
          new.search_vector := new.search_vector || setweight(catalogue.unaccented_stems(d, coalesce(new.description, '')), 'C');
        end if;
        return new;
      end $$`);

    // One query word as a tsquery: the word as the index holds it, its English stem, and its stem
    // in the reader's language taken from the word as typed (accents and all), each once. A prefix
    // needs only the forms no shorter form already starts ("refined" → refin:*): every extra lexeme
    // is one more GIN posting list to merge.
    this
      .addSql(`create or replace function catalogue.search_word_query(word text, typed text, prefix boolean, lang regconfig)
      returns tsquery language sql immutable parallel safe strict
      as $$
        with forms as (
          select distinct f.lexeme from unnest(array[
            word,
            (select t.lexeme from unnest(to_tsvector('pg_catalog.english', word)) t limit 1),
            (select t.lexeme from unnest(catalogue.unaccented_stems(lang, typed)) t limit 1)
          ]) f(lexeme)
          where f.lexeme is not null and f.lexeme <> ''
        )
        select to_tsquery('simple', string_agg(f.lexeme || case when prefix then ':*' else '' end, ' | '
                                               order by length(f.lexeme), f.lexeme))
        from forms f
        where not (prefix and exists (select 1 from forms o
                                      where o.lexeme <> f.lexeme and starts_with(f.lexeme, o.lexeme)))
      $$`);
    this.addSql(`drop function if exists catalogue.search_word_query(text, boolean)`);

    // Does a word the typo dictionary lacks still match a visible product through a stem? Asked
    // of the text index alone: the planner takes an unknown lexeme for a common one (0.5% of rows),
    // and an EXISTS that expects an early hit then reads the whole table in vain (1.2 s at a
    // million products). With sequential and plain index scans off, only a bitmap scan remains,
    // and an empty posting list answers in microseconds.
    this.addSql(`create or replace function catalogue.word_matches(q tsquery) returns boolean
      language sql stable parallel safe strict
      set enable_seqscan = off set enable_indexscan = off
      as $$
        select exists (select 1 from catalogue.products p
                       where p.status = 'published' and not p.supplier_suspended and p.search_vector @@ q)
      $$`);

    // Stored listings in another language get their stems now (the trigger fires on a write of
    // the title); English ones already have the vector they would get.
    // (either field in another language is exactly when the trigger adds stems).
    this.addSql(`update catalogue.products set title = title
      where coalesce(catalogue.text_search_config(title), 'pg_catalog.english') <> 'pg_catalog.english'::regconfig
         or coalesce(catalogue.text_search_config(description), 'pg_catalog.english') <> 'pg_catalog.english'::regconfig`);
  }
}
