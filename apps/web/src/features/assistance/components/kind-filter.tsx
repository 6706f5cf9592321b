import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { kindLabel, requestKinds, type RequestKind } from '../utils/request-words.ts';

interface KindFilterProps {
  id: string;
  value: RequestKind | undefined;
  onChange: (next: string) => void;
}

/** The type filter (spec 2 §2): All Types, an ambulance, or one kind of volunteer. */
export function KindFilter({ id, value, onChange }: KindFilterProps) {
  return (
    <div className="w-full space-y-1.5 sm:w-56">
      <Label htmlFor={id}>Type</Label>
      <Select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">All Types</option>
        {requestKinds.map((kind) => (
          <option key={kind} value={kind}>
            {kindLabel(kind)}
          </option>
        ))}
      </Select>
    </div>
  );
}
