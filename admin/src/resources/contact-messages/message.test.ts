import { describe, expect, it } from 'vitest';
import { messageExcerpt, replyMailto, replySubject } from './message';

describe('messageExcerpt', () => {
  it('keeps a short one-line message whole', () => {
    expect(messageExcerpt('We need 20 t of shea butter.')).toBe('We need 20 t of shea butter.');
  });

  it('takes the first non-blank line and says more follows', () => {
    expect(messageExcerpt('\n  \r\n  Hello Sokoni,  \r\n\r\nWe export cashews.')).toBe('Hello Sokoni,…');
    expect(messageExcerpt('Bonjour\u2028la suite')).toBe('Bonjour…');
  });

  it('collapses runs of spaces and tabs', () => {
    expect(messageExcerpt('a \t  b')).toBe('a b');
  });

  it('cuts a long line at the limit, without trailing space', () => {
    const line = 'word '.repeat(40);
    const out = messageExcerpt(line, 12);
    expect(out).toBe('word word wo…');
    expect(messageExcerpt('abcdef ghij', 7)).toBe('abcdef…');
  });

  it('never splits a grapheme', () => {
    const flags = '🇬🇭🇳🇬🇰🇪🇸🇳';
    expect(messageExcerpt(flags, 2)).toBe('🇬🇭🇳🇬…');
    expect(messageExcerpt('e\u0301e\u0301e\u0301', 2)).toBe('e\u0301e\u0301…');
  });

  it('is empty for nothing to show', () => {
    expect(messageExcerpt('')).toBe('');
    expect(messageExcerpt(' \n\t\n')).toBe('');
    expect(messageExcerpt(undefined)).toBe('');
    expect(messageExcerpt(null)).toBe('');
  });

  it('returns markup as the text it is', () => {
    expect(messageExcerpt('<b>bold</b> & <script>x</script>')).toBe('<b>bold</b> & <script>x</script>');
  });
});

describe('replyMailto', () => {
  it('addresses the sender with an encoded subject', () => {
    expect(replyMailto('amina@coop.example', 'Re: your message & more')).toBe(
      'mailto:amina@coop.example?subject=Re%3A%20your%20message%20%26%20more',
    );
  });

  it('encodes what would break the link, but not the @', () => {
    const link = replyMailto(' a+b?c#d%e@x.example ', 'Réponse');
    expect(link).toBe('mailto:a%2Bb%3Fc%23d%25e@x.example?subject=R%C3%A9ponse');
    expect(decodeURIComponent(new URL(link).pathname)).toBe('a+b?c#d%e@x.example');
  });
});

describe('replySubject', () => {
  it('speaks the sender’s language when the console has it, else English', () => {
    expect(replySubject('fr')).toBe('Re : votre message à Sokoni');
    expect(replySubject('ar')).toMatch(/سوكوني/);
    expect(replySubject('FR-ci')).toBe(replySubject('fr'));
    expect(replySubject('sw')).toBe('Re: your message to Sokoni');
    expect(replySubject('constructor')).toBe('Re: your message to Sokoni');
    expect(replySubject(undefined)).toBe('Re: your message to Sokoni');
  });
});
