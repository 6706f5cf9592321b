import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { downloadDepositsCsv } from '../api/deposits-csv.ts';

/** Saves this month's deposits for the accounts, busy while they come, and says so when they could not. */
export function DepositsCsvButton() {
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  return (
    <Button
      variant="secondary"
      pending={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadDepositsCsv();
        } catch (error) {
          const failed = readFailure(error, t`Could not download the deposits. Please try again.`);
          if (!failed.told) toast.error(failed.message, { id: 'deposits-csv' });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Download aria-hidden />
      <Trans>Download deposits (CSV)</Trans>
    </Button>
  );
}
