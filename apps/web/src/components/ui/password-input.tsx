import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/hooks/use-hydrated.ts';
import { Input } from './input.tsx';

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  // Out of reach in a prerendered page until the app runs it (see Button); the field itself takes typing at once.
  const hydrated = useHydrated();
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pe-14', className)} {...props} />
      <button
        type="button"
        inert={!hydrated || undefined}
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        className="absolute inset-y-0 end-0 flex w-12 items-center justify-center rounded-e-lg text-muted hover:text-ink"
      >
        {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
        {/* The name is text, not aria-label, so label look-ups for "Password" find only the field. */}
        <span className="sr-only">{visible ? t`Hide password` : t`Show password`}</span>
      </button>
    </div>
  );
}
