import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface ReturnChecklistProps {
  /** The asset's checklist items, each a tickbox. */
  items: readonly string[];
  /** The tickboxes' registration with the form (`register('checklist')`): the ticked items, as a list. */
  checklist: UseFormRegisterReturn<'checklist'>;
  error: string | undefined;
}

/**
 * What a return is checked for ("Cleaned and disinfected", "Brakes work"): every item is ticked
 * before the units go back on the shelf; one left out is named under the list.
 */
export function ReturnChecklist({ items, checklist, error }: ReturnChecklistProps) {
  const errorId = useId();
  if (items.length === 0) return null;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-semibold text-ink">
        <Trans>Checked before it goes back</Trans>
      </legend>
      {items.map((item) => (
        <label key={item} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 has-checked:border-primary-700 has-checked:bg-primary-50">
          <input type="checkbox" value={item} className="size-5 accent-primary-700" aria-invalid={Boolean(error)} {...checklist} />
          {item}
        </label>
      ))}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
