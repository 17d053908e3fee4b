import { ParseUUIDPipe } from '@nestjs/common';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '@sokoni/platform/auth';
import { Product, type ProductStatus } from './product.entity.js';
import { ProductProblems } from './products.problems.js';

export type ProductAction = 'submit' | 'archive' | 'approve' | 'reject' | 'edit';

/** A malformed id names no product: the same 404 as an unknown one, not a validation error. */
export const productIdPipe = () => new ParseUUIDPipe({ exceptionFactory: () => ProductProblems.notFound() });

/** The product, locked for this transaction so concurrent transitions queue up instead of racing. */
export async function lockProduct(em: EntityManager, id: string): Promise<Product> {
  const product = await em.findOne(Product, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!product) throw ProductProblems.notFound();
  return product;
}

/**
 * The caller's own product, for a change. Another seller's product is a 403 (changes say why they
 * fail; reads of unpublished products say 404, so drafts are not revealed by GET).
 */
export async function lockOwnProduct(em: EntityManager, id: string, seller: AuthUser): Promise<Product> {
  const product = await lockProduct(em, id);
  if (product.sellerId !== seller.id) throw ProductProblems.notOwner();
  return product;
}

/** The status machine: draft → pending_review → published / rejected → … → archived (final). */
const ALLOWED: Record<ProductAction, readonly ProductStatus[]> = {
  submit: ['draft', 'rejected'],
  archive: ['draft', 'pending_review', 'published', 'rejected'],
  approve: ['pending_review'],
  reject: ['pending_review'],
  edit: ['draft', 'pending_review', 'published', 'rejected'],
};

export function assertCan(product: Product, action: ProductAction): void {
  if (!ALLOWED[action].includes(product.status))
    throw ProductProblems.badTransition({ status: product.status, action });
}

/** What anyone may see: published, by a seller who is not suspended. */
export function isPubliclyVisible(product: Pick<Product, 'status' | 'supplierSuspended'>): boolean {
  return product.status === 'published' && !product.supplierSuspended;
}

/** Public: see isPubliclyVisible. The owner and staff see every status. */
export function audienceFor(
  product: Pick<Product, 'status' | 'supplierSuspended' | 'sellerId'>,
  user: AuthUser | undefined,
): 'public' | 'owner' | 'admin' | null {
  if (user?.role === 'admin') return 'admin';
  if (user && user.id === product.sellerId) return 'owner';
  return isPubliclyVisible(product) ? 'public' : null;
}
