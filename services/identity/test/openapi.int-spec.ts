import { startIdentity, testDatabaseOrSkip, type IdentityTestApp } from './identity-test-app.js';

/**
 * Identity's OpenAPI document, as the gateway merges it and the storefront's typed client is
 * generated from it: the account endpoints have named response schemas (not `unknown`) and
 * document their errors as problem+json.
 */
const db = await testDatabaseOrSkip('identity OpenAPI document');
const suite = db ? describe : describe.skip;

/** [path, method, success status, schema name ('' for no body), array of it] */
const DOCUMENTED: [string, string, string, string, boolean][] = [
  ['/api/v1/me', 'get', '200', 'User', false],
  ['/api/v1/me', 'patch', '200', 'User', false],
  ['/api/v1/countries', 'get', '200', 'CountryOption', true],
  ['/api/v1/auth/register', 'post', '201', 'User', false],
  ['/api/v1/auth/login', 'post', '200', 'Session', false],
  ['/api/v1/auth/refresh', 'post', '200', 'Session', false],
  ['/api/v1/auth/verify-email', 'post', '200', 'User', false],
  ['/api/v1/auth/logout', 'post', '204', '', false],
  ['/api/v1/auth/resend-verification', 'post', '202', '', false],
  ['/api/v1/auth/password-reset', 'post', '202', '', false],
  ['/api/v1/auth/password-reset/confirm', 'post', '204', '', false],
];

suite('identity: OpenAPI document', () => {
  let t: IdentityTestApp;
  let doc: any;
  const refName = (s: any) => (s?.$ref as string | undefined)?.replace('#/components/schemas/', '');

  beforeAll(async () => {
    t = await startIdentity(db!);
    doc = await (await t.api('/openapi.json')).json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(DOCUMENTED)('%s %s answers %s with %s', (path, method, status, name, isArray) => {
    const response = doc.paths[path]?.[method]?.responses?.[status];
    expect(response).toBeDefined();
    const schema = response.content?.['application/json']?.schema;
    if (!name) return expect(schema).toBeUndefined();
    expect(refName(isArray ? schema?.items : schema)).toBe(name);
    if (isArray) expect(schema.type).toBe('array');
    expect(Object.keys(doc.components.schemas[name].properties).length).toBeGreaterThan(0);
  });

  it('describes the user the way the API answers it', async () => {
    const { user } = await t.register();
    const props = doc.components.schemas.User.properties;
    expect(Object.keys(props).sort()).toEqual(Object.keys(user).sort());
    expect(props.role.$ref ?? props.role.allOf?.[0]?.$ref).toBe('#/components/schemas/UserRole');
    expect(doc.components.schemas.UserRole.enum).toEqual(expect.arrayContaining(['buyer', 'seller', 'both']));
    expect(props.phone.nullable).toBe(true);
    expect(doc.components.schemas.Session.required).toEqual(
      expect.arrayContaining(['accessToken', 'tokenType', 'expiresIn', 'user']),
    );
  });

  it('types every property of the answers (nothing generated as unknown)', () => {
    const untyped = ['User', 'Session', 'CountryOption', 'Problem', 'ProblemFieldError'].flatMap((name) =>
      Object.entries(doc.components.schemas[name].properties as Record<string, any>)
        .filter(([, s]) => !s.type && !s.$ref && !s.allOf)
        .map(([prop]) => `${name}.${prop}`),
    );
    expect(untyped).toEqual([]);
  });

  it('documents errors as problem+json', () => {
    const problems = (path: string, method: string) =>
      Object.entries(doc.paths[path][method].responses as Record<string, any>)
        .filter(([status]) => status.startsWith('4'))
        .map(([status, r]) => [status, refName(r.content?.['application/problem+json']?.schema)]);
    expect(problems('/api/v1/auth/register', 'post')).toEqual([
      ['400', 'Problem'],
      ['409', 'Problem'],
      ['429', 'Problem'],
    ]);
    expect(problems('/api/v1/me', 'get')).toEqual([
      ['401', 'Problem'],
      ['404', 'Problem'],
    ]);
  });

  it('lets the country list be asked for in a language, without demanding one', () => {
    const params = doc.paths['/api/v1/countries'].get.parameters as { name: string; required: boolean }[];
    expect(params).toEqual([expect.objectContaining({ name: 'lang', in: 'query', required: false })]);
  });
});
