import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useHydrated } from '../../../lib/hooks/use-hydrated.ts';
import type { ContactWay } from '../utils/contact-way.ts';
import { radioKeyTarget } from '../utils/radio-keys.ts';

const options: { way: ContactWay; label: MessageDescriptor }[] = [
  { way: 'email', label: msg`Email` },
  { way: 'phone', label: msg`Mobile number` },
];

/**
 * Chooses whether the form takes an e-mail address or a mobile number. A radio group: Tab reaches
 * the chosen option, the arrow keys choose the other, as for any group of radio buttons. The options
 * are buttons, not labelled inputs, so a look-up of the "Email" field by its label finds the field only.
 */
export function ContactWayToggle({
  value,
  onChange,
  className,
}: {
  value: ContactWay;
  onChange: (way: ContactWay) => void;
  className?: string;
}) {
  // Out of reach in the prerendered login page until the app runs it (see Button).
  const hydrated = useHydrated();
  const { i18n, t } = useLingui();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = radioKeyTarget(event.key, index, options.length, document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
    const option = target === null ? undefined : options[target];
    if (target === null || !option) return;
    event.preventDefault();
    onChange(option.way);
    buttons.current[target]?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={t`Email or mobile number`}
      inert={!hydrated || undefined}
      className={cn('grid grid-cols-2 gap-1 rounded-xl border border-stone-200 bg-white p-1', className)}
    >
      {options.map((option, index) => {
        const selected = option.way === value;
        return (
          <button
            key={option.way}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.way)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'min-h-11 rounded-lg px-2 text-base font-semibold text-balance transition-colors',
              selected ? 'bg-primary-700 text-white shadow-sm' : 'text-muted hover:bg-stone-100 hover:text-ink',
            )}
          >
            {i18n._(option.label)}
          </button>
        );
      })}
    </div>
  );
}
