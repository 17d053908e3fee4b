import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ProblemException, toFieldErrors } from '@sokoni/platform/errors';
import { CreateProductDto } from '../products/product.dto.js';
import {
  fieldsOfCreate,
  ProductWriter,
  type ProductColumns,
  type WriteContext,
} from '../products/product-writer.js';
import { columnOf, rowBody, type RowFault } from './bulk-import-columns.js';

export type RowVerdict = { ok: true; columns: ProductColumns } | { ok: false; faults: RowFault[] };

/** Currencies the table does not know are read with 2 digits; the product rules then refuse them. */
const DEFAULT_DIGITS = 2;

/** What every row of a batch is checked against, read once per batch. */
export interface RowContext {
  write: WriteContext;
  digits: (currency: string) => number;
}

/**
 * Judges one row by the rules of the seller's product form: the cells read as their columns' kinds,
 * then CreateProductDto's checks as the API's validation pipe runs them, then ProductWriter's
 * cross-field and database checks (the database read once per batch: one seller, one category).
 * Each failure names the column it concerns.
 */
@Injectable()
export class BulkImportRows {
  constructor(private readonly writer: ProductWriter) {}

  async context(em: EntityManager, sellerId: string, categoryId: string): Promise<RowContext> {
    const write = await this.writer.context(em, sellerId, categoryId);
    return { write, digits: (currency) => write.rates.get(currency)?.minorDigits ?? DEFAULT_DIGITS };
  }

  async check(
    index: ReadonlyMap<string, number>,
    cells: readonly string[],
    ctx: RowContext,
  ): Promise<RowVerdict> {
    const { body, faults } = rowBody(index, cells, ctx.write.categoryId, ctx.digits);
    const dto = plainToInstance(CreateProductDto, body);
    const invalid = toFieldErrors(await validate(dto, { whitelist: true, forbidNonWhitelisted: true }));
    // A cell already refused for its form (not a number, blank) is not refused twice.
    const seen = new Set(faults.map((f) => f.field));
    for (const e of invalid) {
      const field = columnOf(e.field, e.i18nKey, e.args);
      if (!seen.has(field)) faults.push({ field, i18nKey: e.i18nKey, args: e.args });
    }
    if (faults.length > 0) return { ok: false, faults: unique(faults) };
    try {
      return { ok: true, columns: this.writer.check(fieldsOfCreate(dto), ctx.write) };
    } catch (err) {
      if (!(err instanceof ProblemException) || err.getStatus() >= 500) throw err;
      const errors = err.errors?.length ? err.errors : [{ field: '', i18nKey: err.i18nKey, args: err.args }];
      return {
        ok: false,
        faults: errors.map((e) => ({
          field: columnOf(e.field, e.i18nKey, e.args),
          i18nKey: e.i18nKey,
          args: e.args,
        })),
      };
    }
  }
}

/** One fault per column and rule: `incoterms.0` and `incoterms.2` both failing say it once. */
function unique(faults: RowFault[]): RowFault[] {
  const keys = new Set<string>();
  return faults.filter((f) => {
    const key = `${f.field}\u0000${f.i18nKey}`;
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}
