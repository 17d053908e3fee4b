import type { ProductImageView } from '../storage/image-variants.js';
import type { MediaUrls } from '../storage/media-urls.js';
import type { Product, PriceTier, ProductStatus, Specification } from './product.entity.js';

/** A product as the API shows it. `rejectionReason` is for the owner and admins (public views omit it). */
export interface ProductView {
  id: string;
  status: ProductStatus;
  title: string;
  description: string;
  category: { id: string; path: string };
  supplier: { id: string; name: string; verified: boolean };
  images: ProductImageView[];
  unit: string;
  moq: number;
  priceTiers: PriceTier[];
  currency: string;
  minPriceMinor: number;
  minPriceUsdCents: number;
  readyToShip: boolean;
  /** Units buyers can order now (trade's stock); null: not limited (made to order, or no count kept). */
  available: number | null;
  leadTimeDays: number | null;
  capacityPerMonth: number | null;
  originCountry: string;
  hsCode: string | null;
  incoterms: string[];
  certifications: string[];
  specifications: Specification[];
  sampleAvailable: boolean;
  samplePriceMinor: number | null;
  rejectionReason?: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `media` signs the image addresses of a product the public may not see yet (see MediaUrls). */
export function toProductView(
  p: Product,
  audience: 'public' | 'owner' | 'admin',
  media: MediaUrls,
): ProductView {
  const view: ProductView = {
    id: p.id,
    status: p.status,
    title: p.title,
    description: p.description,
    category: { id: p.categoryId, path: p.categoryPath },
    supplier: { id: p.sellerId, name: p.supplierName, verified: p.supplierVerified },
    images: media.imagesOf(p),
    unit: p.unit,
    moq: p.moq,
    priceTiers: p.priceTiers,
    currency: p.currency,
    minPriceMinor: p.minPriceMinor,
    minPriceUsdCents: p.minPriceUsdCents,
    readyToShip: p.readyToShip,
    available: p.available ?? null,
    leadTimeDays: p.leadTimeDays ?? null,
    capacityPerMonth: p.capacityPerMonth ?? null,
    originCountry: p.originCountry,
    hsCode: p.hsCode ?? null,
    incoterms: [...p.incoterms],
    certifications: [...p.certifications],
    specifications: p.specifications,
    sampleAvailable: p.sampleAvailable,
    samplePriceMinor: p.samplePriceMinor ?? null,
    publishedAt: p.publishedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
  if (audience !== 'public') view.rejectionReason = p.rejectionReason ?? null;
  return view;
}
