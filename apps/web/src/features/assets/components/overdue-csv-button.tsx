import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { readFailure } from '../../../lib/api/api-error.ts';
import { downloadOverdueCsv } from '../api/overdue-csv.ts';

/** Saves the overdue loans as a call list, busy while it comes, and says so when it could not. */
export function OverdueCsvButton() {
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  return (
    <Button
      variant="secondary"
      pending={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadOverdueCsv();
        } catch (error) {
          const failed = readFailure(error, t`Could not download the overdue list. Please try again.`);
          if (!failed.told) toast.error(failed.message, { id: 'overdue-csv' });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Download aria-hidden />
      <Trans>Download overdue list (CSV)</Trans>
    </Button>
  );
}
