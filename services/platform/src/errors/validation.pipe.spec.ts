import type { ArgumentMetadata } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Allow,
  ArrayMaxSize,
  IsIn,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxDate,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import { ProblemException } from './problem.exception.js';
import { createValidationPipe, toFieldErrors } from './validation.pipe.js';

class Listing {
  @Length(3, 80) title!: string;
  @IsIn(['kg', 't', 'pcs']) unit!: string;
  @Type(() => Date) @MaxDate(new Date('2030-01-01T00:00:00Z')) availableFrom!: Date;
  @Matches(/^[A-Z0-9-]+$/, { message: 'catalogue.sku_format' }) sku!: string;
  @Matches(/^\d+$/, { message: 'catalogue.hs_code|{"value":"secret","constraints":[1],"digits":6}' })
  hsCode!: string;
  @IsOptional() @IsString({ each: true }) @ArrayMaxSize(2) tags?: string[];
}

async function problemOf(value: unknown): Promise<ProblemException> {
  try {
    await createValidationPipe().transform(value, { type: 'body', metatype: Listing });
  } catch (err) {
    if (err instanceof ProblemException) return err;
    throw err;
  }
  throw new Error('expected a validation problem');
}

describe('validation pipe', () => {
  it('names each rule with the arguments a message needs', async () => {
    const problem = await problemOf({
      title: 'ab',
      unit: 'bag',
      availableFrom: '2031-05-01',
      sku: 'bad sku',
      hsCode: 'x',
      tags: ['a', 'b', 'c'],
    });
    expect(problem.getStatus()).toBe(400);
    expect(problem.code).toBe('validation.failed');
    expect(problem.errors).toEqual([
      { field: 'title', code: 'isLength', i18nKey: 'validation.isLength', args: { min: 3, max: 80 } },
      { field: 'unit', code: 'isIn', i18nKey: 'validation.isIn', args: { values: 'kg, t, pcs' } },
      {
        field: 'availableFrom',
        code: 'maxDate',
        i18nKey: 'validation.maxDate',
        args: { date: '2030-01-01' },
      },
      { field: 'sku', code: 'matches', i18nKey: 'catalogue.sku_format', args: undefined },
      // The rejected value never travels into the arguments.
      { field: 'hsCode', code: 'matches', i18nKey: 'catalogue.hs_code', args: { constraint1: 1, digits: 6 } },
      { field: 'tags', code: 'arrayMaxSize', i18nKey: 'validation.arrayMaxSize', args: { max: 2 } },
    ]);
  });

  it('caps the number of errors a hostile payload can produce', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({
      property: `f${i}`,
      constraints: { isString: 'x', isNotEmpty: 'y' },
      children: [],
    }));
    expect(toFieldErrors(many)).toHaveLength(100);
  });

  it('reports a body that is no object at all', async () => {
    const problem = await problemOf([1, 2]);
    expect(problem.errors?.[0]?.code).toBeDefined();
  });
});

describe('validation pipe: input no rule expects', () => {
  class Part {
    @ApiProperty() @IsString() label!: string;
    @ApiPropertyOptional({ nullable: true }) @IsOptional() @IsString() note?: string | null;
  }
  class Profile {
    @ApiPropertyOptional() @IsOptional() @IsString() fullName?: string;
    @ApiPropertyOptional({ nullable: true }) @IsOptional() @IsString() city?: string | null;
    @ApiPropertyOptional({ type: [Part] })
    @IsOptional()
    @ValidateNested({ each: true })
    @Type(() => Part)
    parts?: Part[];
    @Allow() echoed?: unknown;
  }
  class Query {
    @ApiPropertyOptional() @IsOptional() @IsString() lang?: string;
    @ApiPropertyOptional() @Allow() raw?: string;
    @ApiPropertyOptional({ type: [String] }) @IsOptional() @IsString({ each: true }) tags?: string[];
  }
  const pipe = createValidationPipe();
  const refused = async (value: unknown, metadata: ArgumentMetadata) => {
    try {
      await pipe.transform(value, metadata);
    } catch (err) {
      if (err instanceof ProblemException) return { status: err.getStatus(), errors: err.errors };
      throw err;
    }
    return undefined;
  };
  const body = { type: 'body', metatype: Profile } as const;

  it('refuses null for a field not declared nullable, in nested objects too', async () => {
    expect(await refused({ fullName: null }, body)).toEqual({
      status: 400,
      errors: [{ field: 'fullName', code: 'notNull', i18nKey: 'validation.notNull', args: undefined }],
    });
    expect((await refused({ parts: [{ label: 'a' }, { label: null }] }, body))?.errors).toEqual([
      { field: 'parts.1.label', code: 'isString', i18nKey: 'validation.isString', args: undefined },
    ]);
    // Declared nullable, or only echoed back: null is a value there.
    expect(
      await refused({ city: null, echoed: null, parts: [{ label: 'a', note: null }] }, body),
    ).toBeUndefined();
  });

  it('refuses a NUL character anywhere in a body, query or path value', async () => {
    expect((await refused({ fullName: 'a\u0000b' }, body))?.errors).toEqual([
      { field: 'fullName', code: 'noNulCharacter', i18nKey: 'validation.noNulCharacter' },
    ]);
    expect((await refused({ parts: [{ label: '\u0000' }] }, body))?.errors?.[0]?.field).toBe('parts.0.label');
    expect(
      (await refused('a\u0000b', { type: 'query', data: 'q', metatype: String }))?.errors?.[0]?.field,
    ).toBe('q');
    expect((await refused({ q: 'a\u0000b' }, { type: 'query', metatype: Object }))?.status).toBe(400);
    expect((await refused('x\u0000', { type: 'param', data: 'id', metatype: String }))?.status).toBe(400);
  });

  it('refuses a query parameter given twice unless it is a list', async () => {
    expect((await refused(['en', 'fr'], { type: 'query', data: 'lang', metatype: String }))?.errors).toEqual([
      { field: 'lang', code: 'singleValue', i18nKey: 'validation.singleValue' },
    ]);
    expect((await refused({ raw: ['a', 'b'] }, { type: 'query', metatype: Query }))?.errors?.[0]?.field).toBe(
      'raw',
    );
    expect(
      await refused({ lang: 'en', tags: ['a', 'b'] }, { type: 'query', metatype: Query }),
    ).toBeUndefined();
    // A raw query (Record<string, unknown>) is its handler's to parse: it names the fault itself.
    expect(await refused({ sort: ['a', 'b'] }, { type: 'query', metatype: Object })).toBeUndefined();
  });
});
