import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getExport, getExportFile, startExport } from '@sahaya/contract/privacy/endpoints';
import type { ExportStatusReply } from '@sahaya/contract/privacy/schemas';
import { call, download } from '../../../lib/api/api-client.ts';
import { profileKeys } from './keys.ts';

/** While the zip is made the status is asked again every few seconds; otherwise it is left alone. */
const PREPARING_POLL_MS = 3000;

export const dataExportQueryOptions = queryOptions({
  queryKey: profileKeys.dataExport(),
  queryFn: (): Promise<ExportStatusReply> => call(getExport),
  refetchInterval: (query) => (query.state.data?.status === 'preparing' ? PREPARING_POLL_MS : false),
});

export function useDataExport() {
  return useQuery(dataExportQueryOptions);
}

export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(startExport),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.dataExport() }),
  });
}

/** Fetches the zip behind the signed link the status gave, with the session's token: the link is the person's alone. */
export function downloadDataExport(url: string) {
  const query = new URL(url, window.location.origin).searchParams;
  return download(getExportFile, { query: { expires: query.get('expires') ?? undefined, signature: query.get('signature') ?? undefined } });
}
