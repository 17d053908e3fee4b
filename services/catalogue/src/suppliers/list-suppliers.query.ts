import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { CategoryTree } from '../categories/category-tree.js';
import { Supplier } from './supplier.entity.js';
import { SupplierProblems } from './suppliers.problems.js';
import { visibleProductCounts } from './supplier-products.js';
import { toSupplierView, type SupplierView } from './supplier.view.js';
import type { ListSuppliersDto } from './list-suppliers.dto.js';

export interface SupplierPage {
  items: SupplierView[];
  total: number;
  page: number;
  pageSize: number;
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const NAME = 'catalogue.f_unaccent(lower(s.company_name))';

/**
 * The public supplier directory: active sellers only (not suspended, still sellers). The name
 * search matches substrings accent-insensitively, or whole words with a small typo (pg_trgm word
 * similarity, served by the suppliers_name_trgm index); the best matches come first, otherwise
 * verified suppliers first, then by rating and name.
 */
@Injectable()
export class ListSuppliers {
  constructor(
    private readonly orm: MikroORM,
    private readonly tree: CategoryTree,
  ) {}

  async execute(f: ListSuppliersDto): Promise<SupplierPage> {
    const page = f.page ?? 1;
    const pageSize = f.pageSize ?? 20;
    const em = this.orm.em.fork();
    const where = ['s.seller', 'not s.suspended'];
    const params: unknown[] = [];
    if (f.country) {
      where.push('s.country = ?');
      params.push(f.country);
    }
    if (f.verified !== undefined) where.push(`s.verification_status ${f.verified ? '=' : '<>'} 'verified'`);
    if (f.category) {
      const category = await this.tree.resolve(f.category, { em });
      if (!category) throw SupplierProblems.unknownCategory({ category: f.category });
      where.push(`exists (select 1 from catalogue.products p where p.seller_id = s.id
        and p.status = 'published' and not p.supplier_suspended
        and (p.category_path = ? or p.category_path like ?))`);
      params.push(category.path, this.tree.descendantsPath(category));
    }
    const q = f.q?.trim();
    if (q) {
      where.push(`(${NAME} like '%' || catalogue.f_unaccent(lower(?)) || '%'
        or catalogue.f_unaccent(lower(?)) operator(public.<%) ${NAME})`);
      params.push(escapeLike(q), q);
    }
    const sql = `from catalogue.suppliers s where ${where.join(' and ')}`;
    const [count] = await em.execute<{ n: string }[]>(`select count(*) as n ${sql}`, params);
    const total = Number(count?.n ?? 0);
    const order = [
      ...(q ? [`public.word_similarity(catalogue.f_unaccent(lower(?)), ${NAME}) desc`] : []),
      "(s.verification_status = 'verified') desc",
      's.rating desc nulls last',
      's.company_name asc',
      's.id asc',
    ].join(', ');
    const rows = total
      ? await em.execute<{ id: string }[]>(`select s.id ${sql} order by ${order} limit ? offset ?`, [
          ...params,
          ...(q ? [q] : []),
          pageSize,
          (page - 1) * pageSize,
        ])
      : [];
    const ids = rows.map((r) => r.id);
    const [suppliers, counts] = await Promise.all([
      em.find(Supplier, { id: { $in: ids } }),
      visibleProductCounts(em, ids),
    ]);
    const byId = new Map(suppliers.map((s) => [s.id, s]));
    const items = ids.flatMap((id) => {
      const s = byId.get(id);
      return s ? [toSupplierView(s, counts.get(id) ?? 0)] : [];
    });
    return { items, total, page, pageSize };
  }
}
