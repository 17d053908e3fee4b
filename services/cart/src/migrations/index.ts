import { Migration20261220000100Cart } from './migration-20261220000100-cart.js';
import { Migration20261224000200CartVersion } from './migration-20261224000200-cart-version.js';
import { Migration20261225300010BuyerLists } from './migration-20261225300010-buyer-lists.js';

/** Committed migrations in order. Append new ones at the end. */
export const CART_MIGRATIONS = [
  Migration20261220000100Cart,
  Migration20261224000200CartVersion,
  Migration20261225300010BuyerLists,
];
