import { Trans, useLingui } from '@lingui/react/macro';
import { FileSpreadsheet } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { readFailure } from '../../../lib/api-error.ts';
import { contractTextOf } from '../../../lib/i18n/contract-text.ts';
import { downloadForm10bd } from '../api/form-10bd.ts';
import { financialYears } from '../utils/financial-years.ts';
import { useFinancialYearLabel } from '../utils/use-financial-year-label.ts';

/** Form 10BD of the financial year chosen, the current one or the last, as the income-tax portal's CSV. */
export function Form10bdDownload() {
  const years = useMemo(() => financialYears(new Date()), []);
  const [year, setYear] = useState(years[0] ?? '');
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const { t } = useLingui();
  const label = useFinancialYearLabel();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="w-full max-w-xs space-y-1.5">
        <Label htmlFor={selectId}>
          <Trans>Form 10BD for</Trans>
        </Label>
        <Select id={selectId} value={year} onChange={(event) => setYear(event.target.value)}>
          {years.map((fy) => (
            <option key={fy} value={fy}>
              {label(fy)}
            </option>
          ))}
        </Select>
      </div>
      <Button
        variant="secondary"
        pending={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await downloadForm10bd(year);
          } catch (error) {
            const failure = readFailure(error, t`Could not download Form 10BD`);
            if (!failure.told) toast.error(contractTextOf(failure.message), { id: 'form-10bd' });
          } finally {
            setBusy(false);
          }
        }}
      >
        <FileSpreadsheet aria-hidden />
        <Trans>Download Form 10BD (CSV)</Trans>
      </Button>
    </div>
  );
}
