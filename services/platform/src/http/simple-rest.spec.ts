import { ProblemException } from '../errors/index.js';
import { contentRange, parseListQuery, type ListContract } from './simple-rest.js';

const contract: ListContract<'q' | 'role' | 'verified' | 'from', 'createdAt' | 'email'> = {
  resource: 'users',
  sortable: ['createdAt', 'email'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: { q: 'string', role: { enum: ['buyer', 'seller'] }, verified: 'boolean', from: 'date' },
  maxPageSize: 100,
};

const problemOf = (fn: () => unknown): ProblemException => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ProblemException) return e;
    throw e;
  }
  throw new Error('expected a ProblemException');
};

describe('parseListQuery (ra-data-simple-rest)', () => {
  it('reads sort, range and filter as react-admin sends them', () => {
    const q = parseListQuery(
      {
        sort: '["email","ASC"]',
        range: '[25,49]',
        filter: '{"q":"cocoa","role":"seller","verified":true,"from":"2026-01-01"}',
      },
      contract,
    );
    expect(q.sort).toEqual({ field: 'email', order: 'ASC' });
    expect(q.offset).toBe(25);
    expect(q.limit).toBe(25);
    expect(q.filter).toEqual({ q: 'cocoa', role: 'seller', verified: true, from: new Date('2026-01-01') });
  });

  it('defaults when the parameters are absent, and ignores empty filter values', () => {
    const q = parseListQuery({ filter: '{"q":"","role":null}' }, contract);
    expect(q).toEqual({ sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 25, filter: {} });
  });

  it('takes getMany as filter={"id":[...]}', () => {
    const ids = ['01a200fb-6a79-7127-b135-ce4f582cc428', '01a200fb-6a79-7127-b135-ce4f582cc429'];
    expect(parseListQuery({ filter: JSON.stringify({ id: ids }) }, contract).filter.id).toEqual(ids);
  });

  it.each([
    ['malformed sort JSON', { sort: '["email"' }, 'sort', 'list.not_json'],
    ['unknown sort field', { sort: '["passwordHash","ASC"]' }, 'sort', 'list.unknown_sort_field'],
    ['bad sort order', { sort: '["email","UP"]' }, 'sort', 'list.bad_sort'],
    ['malformed range', { range: '[0,' }, 'range', 'list.not_json'],
    ['backwards range', { range: '[10,5]' }, 'range', 'list.bad_range'],
    ['negative range', { range: '[-1,5]' }, 'range', 'list.bad_range'],
    ['fractional range', { range: '[0.5,5]' }, 'range', 'list.bad_range'],
    ['huge page', { range: '[0,5000]' }, 'range', 'list.range_too_large'],
    ['filter not an object', { filter: '[1,2]' }, 'filter', 'list.bad_filter'],
    ['unknown filter', { filter: '{"password":"x"}' }, 'filter', 'list.unknown_filter'],
    ['bad enum value', { filter: '{"role":"admin"}' }, 'filter', 'list.bad_filter_value'],
    ['bad boolean', { filter: '{"verified":"maybe"}' }, 'filter', 'list.bad_filter_value'],
    ['bad date', { filter: '{"from":"yesterday-ish"}' }, 'filter', 'list.bad_filter_value'],
    ['bad id list', { filter: '{"id":["not-a-uuid"]}' }, 'filter', 'list.bad_filter_value'],
    ['id list of non-strings', { filter: '{"id":[1,2]}' }, 'filter', 'list.bad_filter_value'],
    ['sort not a pair', { sort: '["email"]' }, 'sort', 'list.bad_sort'],
    ['sort field not a string', { sort: '[["email"],"ASC"]' }, 'sort', 'list.unknown_sort_field'],
    [
      'sort by an Object.prototype member',
      { sort: '["constructor","ASC"]' },
      'sort',
      'list.unknown_sort_field',
    ],
    ['sort given twice', { sort: ['["email","ASC"]', '["email","DESC"]'] }, 'sort', 'list.not_json'],
    ['range not a pair', { range: '[0]' }, 'range', 'list.bad_range'],
    ['range in exponent form', { range: '[0,1e3]' }, 'range', 'list.range_too_large'],
    ['range past the safe integers', { range: '[0,9007199254740993]' }, 'range', 'list.bad_range'],
    ['malformed filter', { filter: '{"q":' }, 'filter', 'list.not_json'],
    ['filter a string', { filter: '"cocoa"' }, 'filter', 'list.bad_filter'],
    ['filter null', { filter: 'null' }, 'filter', 'list.bad_filter'],
    ['filter as bracket params', { filter: { q: 'x' } }, 'filter', 'list.not_json'],
    ['filter named __proto__', { filter: '{"__proto__":"x"}' }, 'filter', 'list.unknown_filter'],
    ['filter named constructor', { filter: '{"constructor":"x"}' }, 'filter', 'list.unknown_filter'],
    ['filter named toString', { filter: '{"toString":"x"}' }, 'filter', 'list.unknown_filter'],
    ['string filter given a number', { filter: '{"q":5}' }, 'filter', 'list.bad_filter_value'],
    [
      'over-long string filter',
      { filter: JSON.stringify({ q: 'x'.repeat(201) }) },
      'filter',
      'list.bad_filter_value',
    ],
    ['date that does not exist', { filter: '{"from":"2026-02-30"}' }, 'filter', 'list.bad_filter_value'],
    ['date without leading zeros', { filter: '{"from":"2026-2-3"}' }, 'filter', 'list.bad_filter_value'],
    ['a bare number as date', { filter: '{"from":"0"}' }, 'filter', 'list.bad_filter_value'],
    ['date given as a number', { filter: '{"from":1767225600000}' }, 'filter', 'list.bad_filter_value'],
  ])('%s → 400 naming the parameter', (_name, query, param, code) => {
    const p = problemOf(() => parseListQuery(query, contract));
    expect(p.getStatus()).toBe(400);
    expect(p.errors?.[0]).toMatchObject({ field: param, code });
  });

  it('refuses a NUL character in a text filter (PostgreSQL cannot compare with it)', () => {
    const problem = problemOf(() => parseListQuery({ filter: JSON.stringify({ q: 'a\u0000b' }) }, contract));
    expect(problem.getStatus()).toBe(400);
    expect(problem.errors?.[0]).toMatchObject({ field: 'filter', code: 'list.bad_filter_value' });
  });

  it('leaves Object.prototype alone whatever the filter keys', () => {
    expect(() => parseListQuery({ filter: '{"__proto__":{"polluted":true}}' }, contract)).toThrow(
      ProblemException,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('takes a single getMany id as a list, and an empty list as no match rather than everything', () => {
    const id = '01a200fb-6a79-7127-b135-ce4f582cc428';
    expect(parseListQuery({ filter: JSON.stringify({ id }) }, contract).filter.id).toEqual([id]);
    expect(parseListQuery({ filter: '{"id":[]}' }, contract).filter.id).toEqual([]);
  });

  it('accepts ISO dates and date-times, and reads a bare upper bound as the end of that day', () => {
    const upTo: ListContract<'from' | 'to', 'createdAt'> = {
      resource: 'x',
      sortable: ['createdAt'],
      defaultSort: { field: 'createdAt', order: 'DESC' },
      filters: { from: 'date', to: 'dateUpTo' },
    };
    expect(parseListQuery({ filter: '{"from":"2024-02-29","to":"2026-11-22"}' }, upTo).filter).toEqual({
      from: new Date('2024-02-29T00:00:00.000Z'),
      to: new Date('2026-11-22T23:59:59.999Z'),
    });
    expect(
      parseListQuery({ filter: '{"from":"2026-11-22T10:00:00+01:00","to":"2026-11-22T10:30:00.5Z"}' }, upTo)
        .filter,
    ).toEqual({ from: new Date('2026-11-22T09:00:00.000Z'), to: new Date('2026-11-22T10:30:00.500Z') });
  });

  it('accepts the sort order in any case and caps the default page at maxPageSize', () => {
    expect(parseListQuery({ sort: '["email","asc"]' }, contract).sort).toEqual({
      field: 'email',
      order: 'ASC',
    });
    const small = { ...contract, maxPageSize: 10 };
    expect(parseListQuery({}, small).limit).toBe(10);
    expect(parseListQuery({ range: '[0,9]' }, small).limit).toBe(10);
  });

  it('formats Content-Range with the total after the slash', () => {
    expect(contentRange('users', 25, 25, 319)).toBe('users 25-49/319');
    expect(contentRange('users', 0, 0, 0)).toBe('users */0');
  });
});
