import { Trans, useLingui } from '@lingui/react/macro';
import { downloadOverdueCsv } from '../api/overdue-csv.ts';
import { DownloadButton } from './download-button.tsx';

/** Saves the overdue loans as a call list. */
export function OverdueCsvButton() {
  const { t } = useLingui();
  return (
    <DownloadButton download={downloadOverdueCsv} failure={t`Could not download the overdue list. Please try again.`} toastId="overdue-csv">
      <Trans>Download overdue list (CSV)</Trans>
    </DownloadButton>
  );
}
