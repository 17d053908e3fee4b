import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify/sync';
import { Translator } from '@sokoni/platform/errors';
import { Category, type CategoryNames } from '../categories/category.entity.js';
import { FxRates } from '../fx/fx-rates.js';
import { ALLOWED_VALUES, COLUMNS } from './bulk-import-columns.js';
import { BulkImportProblems } from './bulk-import.problems.js';

export interface TemplateFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The empty sheet a seller fills in for one category: the header row with every column of the
 * product form (required ones marked "*", which the upload ignores). The XLSX adds a sheet of notes
 * in the seller's language: what each column holds, its allowed values and an example.
 */
@Injectable()
export class BulkImportTemplate {
  constructor(
    private readonly orm: MikroORM,
    private readonly fx: FxRates,
    private readonly t: Translator,
  ) {}

  async execute(categoryId: string, format: 'csv' | 'xlsx', lang: string): Promise<TemplateFile> {
    const category = await this.orm.em.fork().findOne(Category, { id: categoryId, retiredAt: null });
    if (!category) throw BulkImportProblems.unknownCategory();
    const header = COLUMNS.map((c) => (c.required ? `${c.name}*` : c.name));
    const fileName = `sokoni-products-${category.slug}.${format}`;
    if (format === 'csv')
      return {
        fileName,
        contentType: 'text/csv; charset=utf-8',
        body: Buffer.from(`\uFEFF${stringify([header])}`),
      };

    const tr = (key: string, args?: Record<string, string>) =>
      this.t.translate(`bulk_import.template.${key}`, lang, args);
    const categoryName = category.names[lang as keyof CategoryNames] ?? category.slug;
    const currencies = [...(await this.fx.all()).keys()];
    const allowed = { ...ALLOWED_VALUES, currency: currencies } as Record<string, readonly string[]>;
    const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
    const notes = [
      [bold(tr('title', { category: categoryName }))],
      [tr('intro')],
      [],
      ['column', 'required', 'meaning', 'allowed', 'example'].map((k) => bold(tr(`heading.${k}`))),
      ...COLUMNS.map((c) => {
        const key = c.name.replace(/^tier_\d+_/, 'tier_');
        return [
          c.name,
          tr(c.required ? 'yes' : 'no'),
          tr(`columns.${key}`),
          allowed[c.name]?.join(', ') ?? '',
          c.example,
        ];
      }),
    ];
    // Imported here: only a seller asking for the spreadsheet template needs the writer (~280 KB).
    const { default: writeXlsxFile } = await import('write-excel-file/node');
    const body = await writeXlsxFile([
      {
        sheet: 'Products',
        data: [header.map(bold)],
        stickyRowsCount: 1,
        columns: header.map((h) => ({ width: Math.max(12, h.length + 2) })),
      },
      {
        sheet: 'Notes',
        data: notes,
        rightToLeft: lang === 'ar',
        columns: [{ width: 24 }, { width: 10 }, { width: 70 }, { width: 40 }, { width: 30 }],
      },
    ]).toBuffer();
    return { fileName, contentType: XLSX_TYPE, body };
  }
}
