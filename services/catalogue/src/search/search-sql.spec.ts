import { apportion } from './search-facets.js';
import { queryTerms, queryWords, stemmerFor, tsqueryOf } from './search-sql.js';

describe('queryWords', () => {
  it('lower-cases, drops Latin accents, keeps other scripts, splits like the text search parser', () => {
    expect(queryWords("Côte d'Ivoire")).toEqual(['cote', 'd', 'ivoire']);
    expect(queryWords('  Fèves   SÉCHÉES, Straße! ')).toEqual(['feves', 'sechees', 'strasse']);
    expect(queryWords('زيت الأرغان')).toEqual(['زيت', 'الأرغان']);
    expect(queryWords("1:* & !'x' | y")).toEqual(['1', 'x', 'y']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('keeps each word as typed beside it, for stemmers that need the accents', () => {
    expect(queryTerms('Fèves FERMENTÉES')).toEqual({
      words: ['feves', 'fermentees'],
      typed: ['fèves', 'fermentées'],
    });
    // Decomposed accents are the same words.
    expect(queryTerms('fe\u0300ves')).toEqual({ words: ['feves'], typed: ['fèves'] });
    expect(queryTerms('زيت')).toEqual({ words: ['زيت'], typed: ['زيت'] });
  });

  it('stems in the reader’s language where PostgreSQL has a stemmer for it', () => {
    expect(stemmerFor('fr')).toBe('pg_catalog.french');
    expect(stemmerFor('ar')).toBe('pg_catalog.arabic');
    expect(stemmerFor('sw')).toBe('pg_catalog.english');
  });
});

describe('tsqueryOf', () => {
  it('ANDs the words, ORs each unknown word with its fixes, and names the best fix', () => {
    const r = tsqueryOf([
      {
        i: 1,
        word: 'cocao',
        fixes: ['cocoa', 'cacao'],
        wq: "'cocao'",
        fq: "('cocoa') | ('cacao')",
        stemmed: false,
      },
      { i: 2, word: 'beans', fixes: null, wq: "'beans':* | 'bean':*", fq: null, stemmed: null },
    ]);
    expect(r.tsquery).toBe("( 'cocao' | ('cocoa') | ('cacao') ) & ( 'beans':* | 'bean':* )");
    expect(r.corrected).toBe('cocoa beans');
    expect(
      tsqueryOf([{ i: 1, word: 'x', fixes: [], wq: "'x':*", fq: null, stemmed: null }]).corrected,
    ).toBeNull();
  });

  it('drops the fixes of a word that matches through a stem: it is no typo', () => {
    const r = tsqueryOf([
      {
        i: 1,
        word: 'fermentation',
        fixes: ['fermentees'],
        wq: "'ferment' | 'fermentation'",
        fq: "('fermentees')",
        stemmed: true,
      },
    ]);
    expect(r).toEqual({ tsquery: "( 'ferment' | 'fermentation' )", corrected: null });
  });
});

describe('apportion', () => {
  it('scales counts to a total and keeps the sum exact', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(250_000, [7_000, 3_001]).reduce((a, b) => a + b)).toBe(250_000);
    expect(apportion(10, [0, 0])).toEqual([0, 0]);
  });
});
