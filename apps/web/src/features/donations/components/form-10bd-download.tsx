import { Trans, useLingui } from '@lingui/react/macro';
import { FileSpreadsheet } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { downloadForm10bd } from '../api/form-10bd.ts';
import { financialYears } from '../utils/financial-years.ts';
import { DownloadButton } from './download-button.tsx';
import { useFinancialYearLabel } from '../utils/use-financial-year-label.ts';

/** Form 10BD of the financial year chosen, the current one or the last, as the income-tax portal's CSV. */
export function Form10bdDownload() {
  const years = useMemo(() => financialYears(new Date()), []);
  const [year, setYear] = useState(years[0] ?? '');
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
      <DownloadButton save={() => downloadForm10bd(year)} failure={t`Could not download Form 10BD`}>
        <FileSpreadsheet aria-hidden />
        <Trans>Download Form 10BD (CSV)</Trans>
      </DownloadButton>
    </div>
  );
}
