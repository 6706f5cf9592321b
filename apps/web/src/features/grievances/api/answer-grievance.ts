import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerGrievance as answerGrievanceEndpoint } from '@sahaya/contract/grievances/endpoints';
import type { AnswerGrievanceBody } from '@sahaya/contract/grievances/schemas';
import { call } from '../../../lib/api/api-client.ts';
import { queryRoots } from '../../../lib/queries/query-roots.ts';
import { grievanceKeys } from './keys.ts';

export function answerGrievance({ id, body }: { id: string; body: AnswerGrievanceBody }) {
  return call(answerGrievanceEndpoint, { params: { id }, body });
}

/** An answer changes the desk's lists and the dashboard's counts of open and overdue grievances. */
export function useAnswerGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerGrievance,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: grievanceKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.adminDashboard }),
      ]),
  });
}
