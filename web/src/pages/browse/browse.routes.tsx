import type { RouteObject } from 'react-router';
import { page } from '../../app/antd-scope';

const search = page(() => import('./search/search.page'));
const category = page(() => import('./categories/category.page'));
const suppliers = page(() => import('./suppliers/suppliers.page'));

/** The storefront's browse screens: search, product pages, comparison, categories, suppliers. */
export const browseRoutes: RouteObject[] = [
  { path: 'search', element: search },
  { path: 'products', element: search },
  { path: 'products/compare', element: page(() => import('./compare/compare.page')) },
  { path: 'products/:id', element: page(() => import('./product/product.page')) },
  { path: 'categories', element: page(() => import('./categories/categories.page')) },
  // Any depth the tree has (slug, slug/sub, slug/sub/leaf); the page checks the path.
  { path: 'categories/*', element: category },
  { path: 'suppliers', element: suppliers },
  { path: 'suppliers/directory', element: suppliers },
  { path: 'suppliers/:id', element: page(() => import('./suppliers/supplier.page')) },
  { path: 'ready-to-ship', element: page(() => import('./ready-to-ship/ready-to-ship.page')) },
];
