import { cloneElement, useId, type ReactElement } from 'react';
import { cn } from '../../lib/cn.ts';
import { useContractText } from '../../lib/i18n/contract-text.ts';
import { Label } from './label.tsx';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  /** The message shown under the field; it is announced and linked to the input. */
  error?: string;
  hint?: string;
  /**
   * What the control holds, said back in words under it: a date field shows its day in the page's
   * language ("शनिवार, 5 दिसंबर 2026"), whatever order the browser's own date field writes it in.
   */
  readout?: string;
  className?: string;
  children: ReactElement<ControlProps>;
}

/**
 * A labelled form control. The label, the hint and the error are tied to the input with `id`,
 * `aria-describedby` and `aria-invalid`, so screen readers read them with the field.
 */
export function FormField({ label, error, hint, readout, className, children }: FormFieldProps) {
  const id = useId();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids
  const hintId = hint ? `${id}-hint` : undefined;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids
  const errorId = error ? `${id}-error` : undefined;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids
  const readoutId = readout ? `${id}-readout` : undefined;
  const describedBy = [hintId, readoutId, errorId].filter(Boolean).join(' ') || undefined;
  // A schema's message arrives in English (zod); one already in the language shown stays as it is.
  const { ctOf } = useContractText();

  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {cloneElement(children, { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {readout ? (
        <p id={readoutId} className="text-sm font-semibold text-ink">
          {readout}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {ctOf(error)}
        </p>
      ) : null}
    </div>
  );
}
