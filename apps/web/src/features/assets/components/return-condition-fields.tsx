import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { returnConditions } from '@sahaya/contract/constants';
import { FormField } from '../../../components/ui/form-field.tsx';

export type ReturnCondition = (typeof returnConditions)[number];

interface ReturnConditionFieldsProps {
  /** The radio buttons' registration with the form (`register('condition')`). */
  condition: UseFormRegisterReturn<'condition'>;
  /** The note's registration (`register('note')`); the note is asked for only when `chosen` is needs-repair. */
  note: UseFormRegisterReturn<'note'>;
  chosen: ReturnCondition | undefined;
  conditionError: string | undefined;
  noteError: string | undefined;
}

/**
 * How the units came back: a required choice of two radio buttons (arrow keys move between them,
 * as in any radio group), and with "Needs repair" what needs repair, which is then required.
 */
export function ReturnConditionFields({ condition, note, chosen, conditionError, noteError }: ReturnConditionFieldsProps) {
  const { t } = useLingui();
  const errorId = useId();
  const labels: Record<ReturnCondition, string> = { good: t`Came back in good condition`, 'needs-repair': t`Needs repair` };
  return (
    <>
      <fieldset className="space-y-2" aria-describedby={conditionError ? errorId : undefined}>
        <legend className="mb-1.5 font-semibold text-ink">
          <Trans>How did it come back?</Trans>
        </legend>
        {returnConditions.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 has-checked:border-primary-700 has-checked:bg-primary-50"
          >
            <input type="radio" value={value} className="size-5 accent-primary-700" aria-invalid={Boolean(conditionError)} {...condition} />
            {labels[value]}
          </label>
        ))}
        {conditionError ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {conditionError}
          </p>
        ) : null}
      </fieldset>
      {chosen === 'needs-repair' ? (
        <FormField label={t`What needs repair?`} hint={t`The units stay out of stock until someone marks them ready.`} error={noteError}>
          <textarea
            rows={3}
            className="block w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2.5 text-base text-ink focus-visible:border-primary-700 aria-[invalid=true]:border-danger"
            {...note}
          />
        </FormField>
      ) : null}
    </>
  );
}
