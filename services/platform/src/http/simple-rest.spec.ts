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
  ])('%s → 400 naming the parameter', (_name, query, param, code) => {
    const p = problemOf(() => parseListQuery(query, contract));
    expect(p.getStatus()).toBe(400);
    expect(p.errors?.[0]).toMatchObject({ field: param, code });
  });

  it('formats Content-Range with the total after the slash', () => {
    expect(contentRange('users', 25, 25, 319)).toBe('users 25-49/319');
    expect(contentRange('users', 0, 0, 0)).toBe('users */0');
  });
});
