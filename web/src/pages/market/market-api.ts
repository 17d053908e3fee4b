import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { components } from '../../api/schema';

export { useStats, useTopCategories, useTrending } from '../home/home-api';
export type { CategoryNode, MarketplaceStats, TrendingTerm } from '../home/home-api';

export type FxRate = components['schemas']['FxRate'];

/**
 * GET /api/v1/fx-rates with its `updatedAt`. Same key and same answer as the currency picker's
 * query (which only declares fewer fields), so the page reuses the rates the shell already fetched.
 */
export function useFxRateTable() {
  return useQuery({
    queryKey: ['fx-rates'],
    queryFn: ({ signal }): Promise<FxRate[]> => unwrap(api.GET('/api/v1/fx-rates', { signal })),
    staleTime: 5 * 60_000,
  });
}
