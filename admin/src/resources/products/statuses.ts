/** catalogue's product statuses (products/product.entity.ts PRODUCT_STATUSES). */
export const PRODUCT_STATUSES = ['draft', 'pending_review', 'published', 'rejected', 'archived'] as const;

/** What sellers submit and staff must decide on. */
export const AWAITING_REVIEW = 'pending_review';

export const productStatusChoices = PRODUCT_STATUSES.map((id) => ({ id, name: `app.product_status.${id}` }));

export const PRODUCT_COLOURS = {
  draft: 'default',
  pending_review: 'warning',
  published: 'success',
  rejected: 'error',
  archived: 'default',
} as const;
