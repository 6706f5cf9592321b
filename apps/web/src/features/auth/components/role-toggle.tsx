import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { LoginRole } from '@sahaya/contract/constants';
import { cn } from '../../../lib/cn.ts';
import { useHydrated } from '../../../lib/hooks/use-hydrated.ts';

const options: { role: LoginRole; label: MessageDescriptor }[] = [
  { role: 'user', label: msg`Not a volunteer` },
  { role: 'volunteer', label: msg`I am a volunteer` },
];

/** Chooses the role sent with the login: two toggle buttons, the pressed one is the current role. */
export function RoleToggle({ value, onChange }: { value: LoginRole; onChange: (role: LoginRole) => void }) {
  // Out of reach in the prerendered login page until the app runs it (see Button).
  const hydrated = useHydrated();
  const { i18n, t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`I am signing in as`}
      inert={!hydrated || undefined}
      className="grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1"
    >
      {options.map((option) => {
        const selected = option.role === value;
        return (
          <button
            key={option.role}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option.role)}
            className={cn(
              'min-h-11 rounded-lg px-3 text-base font-semibold transition-colors',
              selected ? 'bg-primary-700 text-white shadow-sm' : 'text-muted hover:bg-white hover:text-ink',
            )}
          >
            {i18n._(option.label)}
          </button>
        );
      })}
    </div>
  );
}
