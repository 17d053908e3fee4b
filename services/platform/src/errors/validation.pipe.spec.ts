import { IsIn, Length, Matches, MaxDate, ArrayMaxSize, IsOptional, IsString } from 'class-validator';
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
