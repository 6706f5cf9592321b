import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
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
   * What the page found out about the value as it was typed (a PIN code's town, or that it is not
   * known; a date field's day in words in the page's language, whatever order the browser's own date
   * field writes it in), shown under the field in a live region that is always there, so it is announced as it
   * changes, and tied to the input while it says something.
   */
  status?: ReactNode;
  className?: string;
  children: ReactElement<ControlProps>;
}

/**
 * A labelled form control. The label, the hint and the error are tied to the input with `id`,
 * `aria-describedby` and `aria-invalid`, so screen readers read them with the field.
 */
export function FormField({ label, error, hint, status, className, children }: FormFieldProps) {
  const id = useId();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids
  const hintId = hint ? `${id}-hint` : undefined;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids
  const errorId = error ? `${id}-error` : undefined;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids
  const statusId = `${id}-status`;
  const describedBy = [hintId, errorId, status ? statusId : undefined].filter(Boolean).join(' ') || undefined;
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
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {ctOf(error)}
        </p>
      ) : null}
      {status !== undefined ? (
        <p id={statusId} role="status" className="text-sm">
          {status}
        </p>
      ) : null}
    </div>
  );
}
