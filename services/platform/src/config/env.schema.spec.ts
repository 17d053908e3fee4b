import { z } from 'zod';
import { envBool, envEnum, envInt, envList, envUrl } from './env.schema.js';

const messages = (schema: z.ZodType, value: unknown): string[] => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('envBool', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    [' yes ', true],
    ['1', true],
    ['on', true],
    ['false', false],
    ['No', false],
    ['0', false],
    ['off', false],
  ])('reads %j as %s', (raw, expected) => {
    expect(envBool().parse(raw)).toBe(expected);
  });

  it('refuses anything else with a helpful message', () => {
    expect(messages(envBool(), 'maybe')).toEqual(['must be a boolean (true/false, yes/no, 1/0)']);
    expect(messages(envBool(), '2')).toHaveLength(1);
  });
});

describe('envInt', () => {
  it('reads decimal integers', () => {
    expect(envInt().parse('42')).toBe(42);
    expect(envInt().parse(' -7 ')).toBe(-7);
  });

  it.each(['abc', '1.5', '1e3', '0x10', '12px'])('refuses %j', (raw) => {
    expect(messages(envInt(), raw)).toEqual(['must be a whole number']);
  });

  it('states the allowed range', () => {
    const port = envInt({ min: 1, max: 65535 });
    expect(messages(port, '0')).toEqual(['must be a whole number between 1 and 65535']);
    expect(messages(port, '70000')).toEqual(['must be a whole number between 1 and 65535']);
    expect(messages(envInt({ min: 1 }), '0')).toEqual(['must be a whole number of at least 1']);
  });
});

describe('envList', () => {
  it('splits on commas, trims and drops empty items', () => {
    expect(envList().parse(' a, b ,,c, ')).toEqual(['a', 'b', 'c']);
    expect(envList().parse('single')).toEqual(['single']);
  });

  it('checks each item', () => {
    const list = envList(z.string().regex(/^\d+$/, 'must be digits'));
    const r = list.safeParse('1,x,3');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual([1]);
  });
});

describe('envUrl', () => {
  const pg = envUrl({ protocols: ['postgres', 'postgresql'], message: 'must be a postgres:// URL' });

  it('accepts the listed schemes', () => {
    expect(pg.parse('postgres://u:p@localhost:5432/db')).toBe('postgres://u:p@localhost:5432/db');
    expect(pg.parse('postgresql://localhost/db')).toBe('postgresql://localhost/db');
  });

  it.each(['mysql://localhost/db', 'not a url', 'localhost:5432'])('refuses %j', (raw) => {
    expect(messages(pg, raw)).toEqual(['must be a postgres:// URL']);
  });

  it('derives a message from the first scheme', () => {
    expect(messages(envUrl({ protocols: ['redis'] }), 'x')).toEqual(['must be a redis:// URL']);
  });
});

describe('envEnum', () => {
  it('matches case-insensitively and returns the canonical spelling', () => {
    expect(envEnum(['info', 'debug']).parse(' INFO ')).toBe('info');
    expect(envEnum(['Alpha', 'beta']).parse('alpha')).toBe('Alpha');
  });

  it('lists the choices', () => {
    expect(messages(envEnum(['info', 'debug']), 'loud')).toEqual(['must be one of info, debug']);
  });
});
