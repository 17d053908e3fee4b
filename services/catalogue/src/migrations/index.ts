import { Migration20261122001000Catalogue } from './migration-20261122001000-catalogue.js';
import { Migration20261122001100CategoryTree } from './migration-20261122001100-category-tree.js';
import { Migration20261122001200Traders } from './migration-20261122001200-traders.js';
import { Migration20261122005000Search } from './migration-20261122005000-search.js';

/** Committed migrations in order. Append new ones at the end. */
export const CATALOGUE_MIGRATIONS = [
  Migration20261122001000Catalogue,
  Migration20261122001100CategoryTree,
  Migration20261122001200Traders,
  Migration20261122005000Search,
];
