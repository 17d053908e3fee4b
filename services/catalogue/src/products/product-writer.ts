import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Category } from '../categories/category.entity.js';
import type { FxRate } from '../fx/fx-rate.entity.js';
import { FxRates, usdCents } from '../fx/fx-rates.js';
import { Supplier } from '../suppliers/supplier.entity.js';
import type { PriceTier, Product, Specification } from './product.entity.js';
import { checkPriceTiers, checkProductText, minTierPrice } from './product-rules.js';
import type { CreateProductDto, UpdateProductDto } from './product.dto.js';
import { ProductProblems } from './products.problems.js';

/** What a seller controls: everything else on a product is derived or belongs to moderation. */
export interface ProductFields {
  title: string;
  description: string;
  categoryId: string;
  unit: string;
  moq: number;
  priceTiers: PriceTier[];
  currency: string;
  readyToShip: boolean;
  leadTimeDays: number | null;
  capacityPerMonth: number | null;
  originCountry: string;
  hsCode: string | null;
  incoterms: string[];
  certifications: string[];
  specifications: Specification[];
  sampleAvailable: boolean;
  samplePriceMinor: number | null;
}

const NULLABLE = new Set<keyof ProductFields>([
  'leadTimeDays',
  'capacityPerMonth',
  'hsCode',
  'samplePriceMinor',
]);

export function fieldsOfCreate(d: CreateProductDto): ProductFields {
  return {
    title: d.title,
    description: d.description ?? '',
    categoryId: d.categoryId,
    unit: d.unit,
    moq: d.moq,
    priceTiers: d.priceTiers.map((t) => ({ minQuantity: t.minQuantity, unitPriceMinor: t.unitPriceMinor })),
    currency: d.currency,
    readyToShip: d.readyToShip ?? false,
    leadTimeDays: d.leadTimeDays ?? null,
    capacityPerMonth: d.capacityPerMonth ?? null,
    originCountry: d.originCountry,
    hsCode: d.hsCode ?? null,
    incoterms: d.incoterms ?? [],
    certifications: d.certifications ?? [],
    specifications: (d.specifications ?? []).map((s) => ({ key: s.key, value: s.value })),
    sampleAvailable: d.sampleAvailable ?? false,
    samplePriceMinor: d.samplePriceMinor ?? null,
  };
}

export function fieldsOfProduct(p: Product): ProductFields {
  return {
    title: p.title,
    description: p.description,
    categoryId: p.categoryId,
    unit: p.unit,
    moq: p.moq,
    priceTiers: p.priceTiers,
    currency: p.currency,
    readyToShip: p.readyToShip,
    leadTimeDays: p.leadTimeDays ?? null,
    capacityPerMonth: p.capacityPerMonth ?? null,
    originCountry: p.originCountry,
    hsCode: p.hsCode ?? null,
    incoterms: [...p.incoterms],
    certifications: [...p.certifications],
    specifications: p.specifications,
    sampleAvailable: p.sampleAvailable,
    samplePriceMinor: p.samplePriceMinor ?? null,
  };
}

/** The stored fields with a PATCH on top; null may only clear what is optional. */
export function mergeFields(current: ProductFields, patch: UpdateProductDto): ProductFields {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch) as [keyof ProductFields, unknown][]) {
    if (value === undefined) continue;
    if (value === null && !NULLABLE.has(key)) throw ProductProblems.required(key);
    next[key] = key === 'description' && value === null ? '' : value;
  }
  return fieldsOfCreate(next as unknown as CreateProductDto);
}

/** The stored columns for a set of fields: checked, with the search copies filled in. */
export type ProductColumns = ProductFields &
  Pick<
    Product,
    | 'minPriceMinor'
    | 'minPriceUsdCents'
    | 'categoryPath'
    | 'categoryText'
    | 'supplierName'
    | 'supplierVerified'
    | 'supplierSuspended'
  >;

/**
 * What the checks need from the database for one seller and category: read once per product, or
 * once for a whole batch of them (a bulk upload).
 */
export interface WriteContext {
  rates: Map<string, FxRate>;
  categoryId: string;
  category: Category | null;
  categoryText: string;
  supplier: Supplier | null;
}

@Injectable()
export class ProductWriter {
  constructor(private readonly fx: FxRates) {}

  /** Every cross-field and database check, before anything is written. */
  async prepare(em: EntityManager, sellerId: string, f: ProductFields): Promise<ProductColumns> {
    return this.check(f, await this.context(em, sellerId, f.categoryId));
  }

  async context(em: EntityManager, sellerId: string, categoryId: string): Promise<WriteContext> {
    const rates = await this.fx.all(em);
    const category = await em.findOne(Category, { id: categoryId, retiredAt: null });
    const supplier = await em.findOne(Supplier, sellerId);
    const categoryText = category ? await this.categoryText(em, category) : '';
    return { rates, categoryId, category, categoryText, supplier };
  }

  /** The same checks as `prepare`, against a context read before. */
  check(f: ProductFields, ctx: WriteContext): ProductColumns {
    checkProductText(f);
    checkPriceTiers(f.moq, f.priceTiers);
    const rate = ctx.rates.get(f.currency);
    if (!rate)
      throw ProductProblems.unsupportedCurrency({
        currency: f.currency,
        supported: [...ctx.rates.keys()].join(', '),
      });
    const { category, supplier } = ctx;
    if (!category || ctx.categoryId !== f.categoryId) throw ProductProblems.unknownCategory();
    const minPriceMinor = minTierPrice(f.priceTiers);
    return {
      ...f,
      // A sample price without a sample would be shown to nobody and confuse trade's snapshots.
      samplePriceMinor: f.sampleAvailable ? f.samplePriceMinor : null,
      minPriceMinor,
      minPriceUsdCents: usdCents(minPriceMinor, rate),
      categoryPath: category.path,
      categoryText: ctx.categoryText,
      supplierName: supplier?.companyName ?? '',
      supplierVerified: supplier?.verificationStatus === 'verified',
      supplierSuspended: supplier?.suspended ?? false,
    };
  }

  /** Names of the category and its ancestors in every language, for search to match on. */
  private async categoryText(em: EntityManager, category: Category): Promise<string> {
    const segments = category.path.split('/');
    const paths = segments.map((_, i) => segments.slice(0, i + 1).join('/'));
    const chain = await em.find(Category, { path: { $in: paths } }, { orderBy: { depth: 'asc' } });
    const names = chain.flatMap((c) => Object.values(c.names as Record<string, string>));
    return [...new Set(names)].join(' ');
  }
}
