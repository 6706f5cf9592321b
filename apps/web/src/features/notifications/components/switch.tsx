import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

interface SwitchProps {
  id: string;
  /** The words beside the switch, which are its label. */
  label: string;
  /** The element naming what the switch belongs to (a topic's heading): read before the label. */
  groupLabelId?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** While a change is on its way: the switch stays in reach of the keyboard but refuses presses. */
  busy?: boolean;
  /** The ids of what describes it (a topic's explanation, an error). */
  describedBy?: string[];
}

/**
 * An on/off switch: a button with the switch role, named by its topic and its own words, so a
 * screen reader says "Meetings, E-mail, switch, on". On shows a tick as well as the colour. A
 * press, Space or Enter turns it over; the label beside it is pressable too.
 */
export function Switch({ id, label, groupLabelId, checked, onCheckedChange, busy = false, describedBy }: SwitchProps) {
  const labelId = [id, 'label'].join('-');
  return (
    <div className="flex min-h-11 items-center gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={(groupLabelId ? [groupLabelId, labelId] : [labelId]).join(' ')}
        aria-describedby={describedBy?.join(' ')}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onCheckedChange(!checked);
        }}
        className={cn(
          'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 transition-colors aria-busy:cursor-wait',
          checked ? 'border-primary-700 bg-primary-700' : 'border-stone-500 bg-stone-200',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'flex size-6 items-center justify-center rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-6.5 text-primary-800' : 'translate-x-0.5',
          )}
        >
          {checked ? <Check className="size-4" strokeWidth={3} /> : null}
        </span>
      </button>
      <label id={labelId} htmlFor={id} className="cursor-pointer font-semibold">
        {label}
      </label>
    </div>
  );
}
