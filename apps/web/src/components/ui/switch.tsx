import { cva } from 'class-variance-authority';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const track = cva('relative inline-flex shrink-0 items-center rounded-full border-2 transition-colors aria-busy:cursor-wait', {
  variants: {
    size: { md: 'h-8 w-14', lg: 'h-11 w-20' },
    checked: { true: 'border-primary-700 bg-primary-700', false: 'border-stone-500 bg-stone-200' },
  },
});

const knob = cva('flex items-center justify-center rounded-full bg-white shadow transition-transform', {
  variants: {
    size: { md: 'size-6 [&_svg]:size-4', lg: 'size-9 [&_svg]:size-6' },
    checked: { true: 'text-primary-800', false: 'translate-x-0.5 rtl:-translate-x-0.5' },
  },
  compoundVariants: [
    { size: 'md', checked: true, className: 'translate-x-6.5 rtl:-translate-x-6.5' },
    { size: 'lg', checked: true, className: 'translate-x-9.5 rtl:-translate-x-9.5' },
  ],
});

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
  /** `lg` for the one switch a page is about (going on duty): a bigger target and bolder words. */
  size?: 'md' | 'lg';
}

/**
 * An on/off switch: a button with the switch role, named by its topic and its own words, so a
 * screen reader says "Meetings, E-mail, switch, on". On shows a tick as well as the colour. A
 * press, Space or Enter turns it over; the label beside it is pressable too.
 */
export function Switch({ id, label, groupLabelId, checked, onCheckedChange, busy = false, describedBy, size = 'md' }: SwitchProps) {
  const labelId = [id, 'label'].join('-');
  return (
    <div className={cn('flex items-center gap-3', size === 'lg' ? 'min-h-12' : 'min-h-11')}>
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
        className={track({ size, checked })}
      >
        <span aria-hidden className={knob({ size, checked })}>
          {checked ? <Check strokeWidth={3} /> : null}
        </span>
      </button>
      <label id={labelId} htmlFor={id} className={cn('cursor-pointer', size === 'lg' ? 'text-xl font-bold text-ink' : 'font-semibold')}>
        {label}
      </label>
    </div>
  );
}
