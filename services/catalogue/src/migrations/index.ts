import { Migration20261122001000Catalogue } from './migration-20261122001000-catalogue.js';

/** Committed migrations in order. Append new ones at the end. */
export const CATALOGUE_MIGRATIONS = [Migration20261122001000Catalogue];
