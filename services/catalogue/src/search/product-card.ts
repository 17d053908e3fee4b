import type { FxRate } from '../fx/fx-rate.entity.js';
import type { PriceTier, ProductImage } from '../products/product.entity.js';
import { withVariants, type ProductImageView } from '../storage/image-variants.js';

/** An item of searchPageSql() (JSON: published_at comes as an ISO string). */
export interface CardRow {
  id: string;
  title: string;
  image: ProductImage | null;
  unit: string;
  moq: number;
  price_tiers: PriceTier[];
  currency: string;
  min_price_minor: number;
  min_price_usd_cents: number;
  origin_country: string;
  seller_id: string;
  supplier_name: string;
  supplier_verified: boolean;
  ready_to_ship: boolean;
  lead_time_days: number | null;
  category_path: string;
  published_at: Date | string | null;
  rank?: number;
}

export interface Money {
  amountMinor: number;
  currency: string;
}

/** What a buyer sees of a product in a result list: public fields only, never moderation data. */
export interface ProductCard {
  id: string;
  title: string;
  image: ProductImageView | null;
  unit: string;
  moq: number;
  priceTiers: PriceTier[];
  currency: string;
  /** The lowest tier price in the product's own currency. */
  minPrice: Money;
  /** The same converted to the currency the buyer asked for (display only; trade re-quotes). */
  convertedMinPrice: Money;
  originCountry: string;
  supplier: { id: string; name: string; verified: boolean };
  readyToShip: boolean;
  leadTimeDays: number | null;
  categoryPath: string;
  publishedAt: string | null;
}

type Rate = Pick<FxRate, 'perUsd' | 'minorDigits'>;

/** Minor units of one currency → minor units of another, straight through the USD rates. */
export function convertMinor(amountMinor: number, from: Rate, to: Rate): number {
  const usd = amountMinor / 10 ** from.minorDigits / Number(from.perUsd);
  return Math.round(usd * Number(to.perUsd) * 10 ** to.minorDigits);
}

const USD: Rate = { perUsd: 1, minorDigits: 2 };

function converted(row: CardRow, currency: string, rates: Map<string, Rate>): number {
  const amount = Number(row.min_price_minor);
  if (row.currency === currency) return amount;
  const from = rates.get(row.currency);
  const to = rates.get(currency) ?? USD;
  // A product whose currency has lost its rate still has its stored USD price to convert from.
  return from ? convertMinor(amount, from, to) : convertMinor(Number(row.min_price_usd_cents), USD, to);
}

export function toCard(row: CardRow, currency: string, rates: Map<string, Rate>): ProductCard {
  const amount = Number(row.min_price_minor);
  return {
    id: row.id,
    title: row.title,
    image: row.image ? withVariants(row.image) : null,
    unit: row.unit,
    moq: row.moq,
    priceTiers: row.price_tiers,
    currency: row.currency,
    minPrice: { amountMinor: amount, currency: row.currency },
    convertedMinPrice: { amountMinor: converted(row, currency, rates), currency },
    originCountry: row.origin_country,
    supplier: { id: row.seller_id, name: row.supplier_name, verified: row.supplier_verified },
    readyToShip: row.ready_to_ship,
    leadTimeDays: row.lead_time_days,
    categoryPath: row.category_path,
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
  };
}
