import { Migration20261122001000Catalogue } from './migration-20261122001000-catalogue.js';
import { Migration20261122001100CategoryTree } from './migration-20261122001100-category-tree.js';
import { Migration20261122001200Traders } from './migration-20261122001200-traders.js';
import { Migration20261122005000Search } from './migration-20261122005000-search.js';
import { Migration20261201002000SupplierVerification } from './migration-20261201002000-supplier-verification.js';
import { Migration20261201005000SearchSpeed } from './migration-20261201005000-search-speed.js';
import { Migration20261201007000Featured } from './migration-20261201007000-featured.js';
import { Migration20261201008000SearchLanguages } from './migration-20261201008000-search-languages.js';
import { Migration20261216001000FxPublication } from './migration-20261216001000-fx-publication.js';
import { Migration20261216001100StockAvailability } from './migration-20261216001100-stock-availability.js';
import { Migration20261221001000ProductAnnouncement } from './migration-20261221001000-product-announcement.js';
import { Migration20261225400010SellerWorkspace } from './migration-20261225400010-seller-workspace.js';
import { Migration20261225500010BulkImport } from './migration-20261225500010-bulk-import.js';

/** Committed migrations in order. Append new ones at the end. */
export const CATALOGUE_MIGRATIONS = [
  Migration20261122001000Catalogue,
  Migration20261122001100CategoryTree,
  Migration20261122001200Traders,
  Migration20261122005000Search,
  Migration20261201002000SupplierVerification,
  Migration20261201005000SearchSpeed,
  Migration20261201007000Featured,
  Migration20261201008000SearchLanguages,
  Migration20261216001000FxPublication,
  Migration20261216001100StockAvailability,
  Migration20261221001000ProductAnnouncement,
  Migration20261225400010SellerWorkspace,
  Migration20261225500010BulkImport,
];
