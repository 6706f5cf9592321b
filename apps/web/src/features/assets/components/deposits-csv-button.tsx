import { Trans, useLingui } from '@lingui/react/macro';
import { downloadDepositsCsv } from '../api/deposits-csv.ts';
import { DownloadButton } from './download-button.tsx';

/** Saves this month's deposits for the accounts. */
export function DepositsCsvButton() {
  const { t } = useLingui();
  return (
    <DownloadButton download={downloadDepositsCsv} failure={t`Could not download the deposits. Please try again.`} toastId="deposits-csv">
      <Trans>Download deposits (CSV)</Trans>
    </DownloadButton>
  );
}
