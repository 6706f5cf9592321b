import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AssetRepair } from '@sahaya/contract/assets/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { FOCUS_EMPTY, FOCUS_KEY, useFocusAfterAction } from '../../../lib/focus/use-focus-after-action.ts';
import { useAssetRepairs, useMarkRepairReady } from '../api/repairs.ts';
import { EmptyNote, LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

function RepairItem({ repair, busy, onReady }: { repair: AssetRepair; busy: boolean; onReady: () => void }) {
  const { t } = useLingui();
  const f = useFormat();
  const quantity = repair.quantity;
  const units = t({ message: plural(quantity, { one: '# unit', other: '# units' }) });
  const person = repair.person?.name ?? t`a former member`;
  const when = f.dateTime(repair.createdAt);
  return (
    <li {...{ [FOCUS_KEY]: repair._id }} className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-stone-200 p-4">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold break-words text-ink">
          {repair.kind === 'service' ? t`${units}: regular service due` : `${units}: ${repair.note}`}
        </p>
        <p className="text-sm text-muted">
          {repair.requestId ? (
            <Trans>
              From {person}'s loan · <time dateTime={repair.createdAt}>{when}</time>
            </Trans>
          ) : (
            // Units held from the shelf when the asset's service by the calendar came due: no loan brought them.
            <Trans>
              From the shelf · <time dateTime={repair.createdAt}>{when}</time>
            </Trans>
          )}
        </p>
      </div>
      <Button size="sm" pending={busy} onClick={onReady}>
        <Wrench aria-hidden />
        <Trans>Mark ready</Trans>
      </Button>
    </li>
  );
}

/** The asset's units waiting for repair, oldest first, each to mark ready once fixed: they go back in stock. */
export function RepairsPanel({ assetId }: { assetId: string }) {
  const repairs = useAssetRepairs(assetId);
  const ready = useMarkRepairReady(assetId);
  const [busyId, setBusyId] = useState<string | null>(null);
  // The repaired unit leaves the list with its button: focus goes to the next one, or to "No units…".
  const focusAfter = useFocusAfterAction(repairs.data?.map((repair) => repair._id));
  const { t } = useLingui();

  const markReady = async (repairId: string) => {
    setBusyId(repairId);
    try {
      const reply = await ready.mutateAsync(repairId);
      focusAfter.settle(repairId);
      toast.success(reply.message);
    } catch (error) {
      const failed = readFailure(error);
      if (!failed.told) toast.error(failed.message);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Card className="lg:col-span-2">
      <CardTitle>
        <Trans>Repairs</Trans>
      </CardTitle>
      <div ref={focusAfter.ref} className="mt-4">
        {repairs.isPending ? (
          <LoadingPlaceholder label={t`Loading repairs`} className="space-y-3">
            <Skeleton className="h-16 w-full" />
          </LoadingPlaceholder>
        ) : repairs.isError ? (
          <ErrorAlert>{readFailure(repairs.error).message}</ErrorAlert>
        ) : repairs.data.length === 0 ? (
          <EmptyNote {...{ [FOCUS_EMPTY]: '' }}>
            <Trans>No units are waiting for repair.</Trans>
          </EmptyNote>
        ) : (
          <ul aria-label={t`Units waiting for repair`} className="space-y-3">
            {repairs.data.map((repair) => (
              <RepairItem key={repair._id} repair={repair} busy={busyId === repair._id} onReady={() => void markReady(repair._id)} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
