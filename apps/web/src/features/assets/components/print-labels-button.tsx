import { useLingui } from '@lingui/react/macro';
import { Printer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { downloadAssetLabels } from '../api/asset-labels.ts';

interface PrintLabelsButtonProps {
  /** The assets to print a label for, one each; none leaves the button disabled. */
  assetIds: readonly string[];
  children: ReactNode;
}

/**
 * Downloads the sheet of labels of `assetIds` to print and stick on the equipment, busy while it
 * comes, and says so when it could not.
 */
export function PrintLabelsButton({ assetIds, children }: PrintLabelsButtonProps) {
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  return (
    <Button
      variant="secondary"
      pending={busy}
      disabled={assetIds.length === 0}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadAssetLabels(assetIds);
        } catch (error) {
          const failed = readFailure(error, t`Could not make the labels. Please try again.`);
          if (!failed.told) toast.error(failed.message, { id: 'asset-labels' });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Printer aria-hidden />
      {children}
    </Button>
  );
}
