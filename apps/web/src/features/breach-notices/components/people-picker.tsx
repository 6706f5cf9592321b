import { Trans, useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { EmptyNote } from '../../../components/ui/list-states.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { usePeopleSearch, type BreachPerson } from '../api/search-people.ts';

interface PeoplePickerProps {
  chosen: BreachPerson[];
  onChange: (people: BreachPerson[]) => void;
  /** The refusal of the choice (nobody chosen, an unknown id), tied to the search box. */
  error?: string | undefined;
}

/**
 * The people a notice goes to, found by name: a search box, a checkbox per person found (users and
 * volunteers), and the chosen ones as chips with a remove button each. Checkboxes rather than a
 * custom listbox, so Tab, Space and every screen reader work as they always do.
 */
export function PeoplePicker({ chosen, onChange, error }: PeoplePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const found = usePeopleSearch(search);
  const chosenIds = new Set(chosen.map((person) => person._id));
  const toggle = (person: BreachPerson, on: boolean) =>
    onChange(on ? [...chosen, person] : chosen.filter((other) => other._id !== person._id));
  const removeLabel = (name: string) => t`Remove ${name}`;
  const searchBox = useRef<HTMLInputElement>(null);
  const chips = useRef<HTMLUListElement>(null);
  // The remove button pressed goes with its chip: focus moves to the next chip's, else the one
  // before it, else the search box, so the keyboard carries on among the chosen people.
  const remove = (person: BreachPerson, pressed: HTMLButtonElement) => {
    const buttons = [...(chips.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(pressed);
    const next = buttons[at + 1] ?? buttons[at - 1] ?? searchBox.current;
    toggle(person, false);
    next?.focus();
  };
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids
  const hintId = `${id}-hint`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- element ids
  const errorId = `${id}-error`;

  return (
    <div className="space-y-3 rounded-xl border border-stone-300 p-4">
      {chosen.length > 0 ? (
        <div>
          <p className="text-sm font-semibold text-muted">
            <Trans>Chosen: {chosen.length}</Trans>
          </p>
          <ul ref={chips} aria-label={t`Chosen people`} className="mt-2 flex flex-wrap gap-2">
            {chosen.map((person) => (
              <li key={person._id} className="inline-flex items-center gap-1 rounded-full bg-primary-100 py-1 pe-1 ps-3 text-sm font-semibold text-primary-900">
                {person.name}
                <button
                  type="button"
                  className="flex size-8 items-center justify-center rounded-full hover:bg-primary-200"
                  aria-label={removeLabel(person.name)}
                  onClick={(event) => remove(person, event.currentTarget)}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="space-y-1.5">
        <Label htmlFor={id}>
          <Trans>Find a person by name</Trans>
        </Label>
        <p id={hintId} className="text-sm text-muted">
          <Trans>Type at least two letters, then tick each person to tell.</Trans>
        </p>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-muted" aria-hidden />
          <Input
            ref={searchBox}
            id={id}
            type="search"
            className="ps-10"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ')}
          />
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
      {search.length >= 2 ? (
        found.isPending ? null : found.isError ? (
          <EmptyNote role="alert">{t`The people could not be found. Please try again.`}</EmptyNote>
        ) : found.data.length === 0 ? (
          <EmptyNote>{t`Nobody of that name.`}</EmptyNote>
        ) : (
          <fieldset>
            <legend className="sr-only">{t`People found`}</legend>
            <ul className="max-h-64 space-y-1 overflow-y-auto">
              {found.data.map((person) => (
                <li key={person._id}>
                  <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-stone-100">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 accent-primary-700"
                      checked={chosenIds.has(person._id)}
                      onChange={(event) => toggle(person, event.target.checked)}
                    />
                    <span className="min-w-0 break-words">
                      <span className="font-semibold">{person.name}</span>
                      {person.contact ? <span className="text-muted"> · {person.contact}</span> : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )
      ) : null}
    </div>
  );
}
