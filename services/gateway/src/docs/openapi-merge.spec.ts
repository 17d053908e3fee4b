import { mergeOpenApi, type OpenApiDoc } from './openapi-merge.js';

const doc = (paths: Record<string, unknown>, schemas: Record<string, unknown>): OpenApiDoc => ({
  openapi: '3.0.0',
  info: {},
  paths,
  components: { schemas },
});

describe('mergeOpenApi', () => {
  it('unions paths and keeps clashing schema names apart', () => {
    const a = doc(
      { '/a': { get: { $ref: '#/components/schemas/Item' } } },
      { Item: { type: 'object', title: 'A' } },
    );
    const b = doc(
      { '/b': { get: { $ref: '#/components/schemas/Item' } } },
      { Item: { type: 'object', title: 'B' } },
    );
    const m = mergeOpenApi(
      [
        { service: 'one', doc: a },
        { service: 'two', doc: b },
      ],
      { title: 'x' },
    );
    expect(Object.keys(m.paths)).toEqual(['/a', '/b']);
    expect(m.components?.schemas).toHaveProperty('Item');
    expect(m.components?.schemas).toHaveProperty('two_Item');
    expect(JSON.stringify(m.paths['/b'])).toContain('#/components/schemas/two_Item');
  });
});
