import { Trans, useLingui } from '@lingui/react/macro';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { kindWords, requestKinds, type RequestKind } from '../utils/request-words.ts';

interface KindFilterProps {
  id: string;
  value: RequestKind | undefined;
  onChange: (next: string) => void;
}

/** The type filter (spec 2 §2): All Types, an ambulance, or one kind of volunteer. */
export function KindFilter({ id, value, onChange }: KindFilterProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="w-full space-y-1.5 sm:w-56">
      <Label htmlFor={id}>
        <Trans>Type</Trans>
      </Label>
      <Select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`All Types`}</option>
        {requestKinds.map((kind) => (
          <option key={kind} value={kind}>
            {i18n._(kindWords[kind])}
          </option>
        ))}
      </Select>
    </div>
  );
}
