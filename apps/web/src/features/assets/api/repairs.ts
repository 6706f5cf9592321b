import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assetRepairs, repairReady } from '@sahaya/contract/assets/endpoints';
import { call } from '../../../lib/api/api-client.ts';
import { queryRoots } from '../../../lib/queries/query-roots.ts';
import { assetKeys } from './keys.ts';

/** The asset's units waiting for repair, oldest first (GET /api/assets/{id}/repairs). */
export async function listAssetRepairs(id: string) {
  const reply = await call(assetRepairs, { params: { id } });
  return reply.repairs;
}

export const assetRepairsQueryOptions = (id: string) =>
  queryOptions({ queryKey: assetKeys.repairs(id), queryFn: () => listAssetRepairs(id), retry: false });

export function useAssetRepairs(id: string) {
  return useQuery(assetRepairsQueryOptions(id));
}

/** Marks repaired units ready (POST /api/assets/{id}/repairs/{repairId}/ready). */
export function markRepairReady(id: string, repairId: string) {
  return call(repairReady, { params: { id, repairId } });
}

/**
 * Units back in stock change everything about the asset (its stock, its repairs, its history, who
 * in line is told) and the dashboard's figures, so all of them are read again.
 */
export function useMarkRepairReady(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (repairId: string) => markRepairReady(id, repairId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.adminDashboard }),
      ]),
  });
}
