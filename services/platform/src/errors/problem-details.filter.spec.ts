import { Body, Controller, Get, type INestApplication, Logger, Module, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { jest } from '@jest/globals';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsEmail,
  IsEnum,
  IsInt,
  IsISO31661Alpha2,
  IsNotEmpty,
  IsString,
  IsUUID,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { jsonDepthGuard } from '../http/json-depth.js';
import { ErrorsModule } from './errors.module.js';
import { ProblemException } from './problem.exception.js';

enum Incoterm {
  FOB = 'FOB',
  CIF = 'CIF',
}
class AddressDto {
  @IsString() @IsNotEmpty() city!: string;
  @IsISO31661Alpha2() country!: string;
}
class LineDto {
  @IsUUID() productId!: string;
  @IsInt() @Min(1) quantity!: number;
}
class OrderDto {
  @IsEmail() email!: string;
  @IsString() @MinLength(8) password!: string;
  @IsEnum(Incoterm) incoterm!: Incoterm;
  @ValidateNested() @Type(() => AddressDto) address!: AddressDto;
  @IsArray() @ValidateNested({ each: true }) @Type(() => LineDto) lines!: LineDto[];
}

@Controller()
class TestController {
  @Post('orders')
  create(@Body() dto: OrderDto) {
    return { ok: true, lines: dto.lines.length };
  }
  @Get('boom')
  boom() {
    throw new Error('connect ECONNREFUSED db.internal:5432 password=hunter2');
  }
  @Get('taken')
  taken() {
    throw ProblemException.conflict('shop.name_taken', { name: 'Duka' });
  }
  @Get('slow-down')
  slowDown() {
    throw ProblemException.tooManyRequests('shop.rate_limited', 42.2);
  }
}

// A service's own translations, in a directory of its own, merged over the platform's.
const serviceI18n = mkdtempSync(join(tmpdir(), 'sokoni-i18n-'));
for (const [lang, text] of [
  ['en', 'The shop name {name} is already taken.'],
  ['fr', 'Le nom de boutique {name} est déjà pris.'],
] as const) {
  mkdirSync(join(serviceI18n, lang));
  writeFileSync(join(serviceI18n, lang, 'shop.json'), JSON.stringify({ name_taken: text }));
}

@Module({ imports: [ErrorsModule.forRoot({ i18nPaths: [serviceI18n] })], controllers: [TestController] })
class TestModule {}

const invalidOrder = {
  email: 'not-an-email',
  password: 'short',
  incoterm: 'XYZ',
  address: { city: '', country: 'Kenya' },
  lines: [{ productId: 'nope', quantity: 0 }],
  discount: 100,
};

type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  code: string;
  requestId: string;
  errors?: { field: string; message: string; code: string }[];
};

describe('problem+json errors', () => {
  let app: INestApplication;
  let base: string;
  const errorLog = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

  beforeAll(async () => {
    const ref = await Test.createTestingModule({ imports: [TestModule] }).compile();
    app = ref.createNestApplication({ logger: false });
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  async function call(path: string, init: RequestInit & { lang?: string } = {}) {
    const headers = new Headers(init.headers);
    if (init.lang) headers.set('accept-language', init.lang);
    const res = await fetch(base + path, { ...init, headers });
    return { res, body: (await res.json()) as Problem };
  }
  const post = (body: unknown, lang?: string) =>
    call('/orders', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      lang,
    });

  it('lists every invalid field, nested ones included, with the rule and its arguments', async () => {
    const { res, body } = await post(invalidOrder, 'en');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({
      type: 'https://sokoni.africa/problems/validation.failed',
      status: 400,
      code: 'validation.failed',
      instance: '/orders',
      detail: expect.stringContaining('invalid') as unknown,
    });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const byField = Object.fromEntries(body.errors!.map((e) => [`${e.field}:${e.code}`, e.message]));
    expect(byField).toEqual({
      'email:isEmail': 'Must be a valid e-mail address.',
      'password:minLength': 'Must be at least 8 characters long.',
      'incoterm:isEnum': 'Must be one of: FOB, CIF.',
      'address.city:isNotEmpty': 'This field is required.',
      'address.country:isISO31661Alpha2': 'Must be a two-letter country code (for example KE).',
      'lines.0.productId:isUuid': 'Must be a valid identifier (UUID).',
      'lines.0.quantity:min': 'Must be at least 1.',
      'discount:whitelistValidation': 'This field is not allowed.',
    });
  });

  it('translates into French for fr-FR', async () => {
    const { res, body } = await post(invalidOrder, 'fr-FR,fr;q=0.9,en;q=0.5');
    expect(res.headers.get('content-language')).toBe('fr');
    expect(body.title).toBe('Requête incorrecte');
    expect(body.detail).toMatch(/ne sont pas valides/);
    const password = body.errors!.find((e) => e.field === 'password');
    expect(password?.message).toBe('Doit contenir au moins 8 caractères.');
    expect(body.errors!.find((e) => e.field === 'email')?.message).toBe(
      'Doit être une adresse e-mail valide.',
    );
  });

  it('translates into Swahili for sw, and Arabic for ar-EG', async () => {
    const sw = await post(invalidOrder, 'sw');
    expect(sw.body.errors!.find((e) => e.field === 'password')?.message).toBe(
      'Lazima iwe na angalau herufi 8.',
    );
    const ar = await post(invalidOrder, 'ar-EG');
    expect(ar.body.errors!.find((e) => e.field === 'address.city')?.message).toBe('هذا الحقل مطلوب.');
  });

  it('falls back to English for a language we do not have', async () => {
    const { res, body } = await post(invalidOrder, 'de-DE,de;q=0.9');
    expect(res.headers.get('content-language')).toBe('en');
    expect(body.errors!.find((e) => e.field === 'email')?.message).toBe('Must be a valid e-mail address.');
  });

  it('lets ?lang= override the header', async () => {
    const { body } = await call('/nowhere?lang=fr', { lang: 'en' });
    expect(body.title).toBe('Introuvable');
  });

  it('passes a valid body through, transformed', async () => {
    const res = await fetch(`${base}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...invalidOrder,
        discount: undefined,
        email: 'a@b.co',
        password: 'long enough',
        incoterm: 'FOB',
        address: { city: 'Mombasa', country: 'KE' },
        lines: [{ productId: '0190a7c4-8f2e-7cc1-9d55-1f2a3b4c5d6e', quantity: 2 }],
      }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, lines: 1 });
  });

  it('answers an unknown route with a 404 problem', async () => {
    const { res, body } = await call('/no/such/route?x=1', { lang: 'fr' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({
      type: 'about:blank',
      status: 404,
      code: 'http.not_found',
      instance: '/no/such/route',
      title: 'Introuvable',
    });
    expect(body.detail).toBe("La page ou la ressource demandée n'existe pas.");
  });

  it('answers an oversize body with a 413 problem', async () => {
    const { res, body } = await post({ ...invalidOrder, blob: 'x'.repeat(200_000) }, 'sw');
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({ status: 413, code: 'http.payload_too_large', title: 'Ombi ni kubwa mno' });
    expect(body.requestId).toBeTruthy();
    expect(res.headers.get('x-request-id')).toBe(body.requestId);
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const { res, body } = await call('/orders', {
      method: 'POST',
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(body).toMatchObject({
      code: 'http.malformed_body',
      detail: 'The request body could not be read: it is not valid JSON.',
    });
  });

  it('answers JSON nested too deeply with a 400 problem, before anything recurses into it', async () => {
    const deep = await Test.createTestingModule({ imports: [TestModule] }).compile();
    const guarded = deep.createNestApplication<NestExpressApplication>({ logger: false, bodyParser: false });
    const json = { limit: '100kb', verify: jsonDepthGuard() };
    guarded.useBodyParser('json', json);
    await guarded.listen(0, '127.0.0.1');
    try {
      const url = `http://127.0.0.1:${(guarded.getHttpServer().address() as AddressInfo).port}`;
      const res = await fetch(`${url}/orders`, {
        method: 'POST',
        body: '['.repeat(2000) + ']'.repeat(2000),
        headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'http.body_too_deep',
        detail:
          "Le corps de la requête est trop imbriqué : 64 niveaux de listes et d'objets au plus sont acceptés.",
      });
    } finally {
      await guarded.close();
    }
  });

  it('answers a bug with a generic 500, logs it with its stack, leaks nothing', async () => {
    errorLog.mockClear();
    const { res, body } = await call('/boom', { lang: 'fr' });
    expect(res.status).toBe(500);
    expect(body).toMatchObject({
      type: 'about:blank',
      status: 500,
      code: 'http.internal_server_error',
      title: 'Erreur interne du serveur',
    });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|hunter2|db\.internal|at /);
    expect(errorLog).toHaveBeenCalledWith(
      expect.stringContaining('ECONNREFUSED'),
      expect.stringContaining('problem-details.filter.spec.ts'),
    );
  });

  it("translates a service's own problem from its own directory, with arguments", async () => {
    const fr = await call('/taken', { lang: 'fr' });
    expect(fr.res.status).toBe(409);
    expect(fr.body).toMatchObject({
      type: 'https://sokoni.africa/problems/shop.name_taken',
      code: 'shop.name_taken',
      title: 'Conflit',
    });
    expect(fr.body.detail).toBe('Le nom de boutique Duka est déjà pris.');
    // No Swahili file: English rather than the raw key.
    expect((await call('/taken', { lang: 'sw' })).body.detail).toBe('The shop name Duka is already taken.');
  });

  it('sends the headers a problem carries', async () => {
    const { res, body } = await call('/slow-down');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('43');
    expect(body.code).toBe('shop.rate_limited');
  });
});
