import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import type { ParticipantChoice, ParticipantChoices } from '../api/list-participant-choices.ts';
import { EmptyNote } from '../../../components/ui/list-states.tsx';

/** At most this many chips; the rest reads "... and more" (spec 3 §9). */
export const MAX_CHIPS = 5;

/** The chosen people as chips, the first five with a remove button each, then "... and more". */
export function ParticipantChips({ people, onRemove }: { people: ParticipantChoice[]; onRemove?: (id: string) => void }) {
  const { t } = useLingui();
  const removeLabel = (name: string) => t`Remove ${name}`;
  if (people.length === 0) return null;
  return (
    <ul aria-label={t`Chosen participants`} className="flex flex-wrap items-center gap-2">
      {people.slice(0, MAX_CHIPS).map((person) => (
        <li key={person._id} className="inline-flex items-center gap-1 rounded-full bg-primary-100 py-1 pe-1 ps-3 text-sm font-semibold text-primary-900">
          {person.name}
          {onRemove ? (
            <button
              type="button"
              className="flex size-8 items-center justify-center rounded-full hover:bg-primary-200"
              aria-label={removeLabel(person.name)}
              onClick={() => onRemove(person._id)}
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
        </li>
      ))}
      {people.length > MAX_CHIPS ? <li className="text-sm font-semibold text-muted">
          <Trans>... and more</Trans>
        </li> : null}
    </ul>
  );
}

interface ParticipantPickerProps {
  choices: ParticipantChoices;
  selected: string[];
  onChange: (ids: string[]) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}

const matches = (person: ParticipantChoice, text: string) =>
  !text || person.name.toLowerCase().includes(text) || Boolean(person.email?.toLowerCase().includes(text));

/**
 * The Individual mode's searchable multi-select: a search box, Select All (of the people shown) and
 * a checkbox per person under Users and Volunteers. Checkboxes rather than a custom listbox, so
 * Tab, Space and every screen reader work as they always do.
 */
export function ParticipantPicker({ choices, selected, onChange, describedBy, invalid }: ParticipantPickerProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const { i18n, t } = useLingui();
  const searched = typed.trim();
  const text = searched.toLowerCase();
  const groups = useMemo(
    () => [
      { key: 'users', label: msg`Users`, people: choices.users.filter((person) => matches(person, text)) },
      { key: 'volunteers', label: msg`Volunteers`, people: choices.volunteers.filter((person) => matches(person, text)) },
    ],
    [choices, text],
  );
  const shown = groups.flatMap((group) => group.people);
  const chosen = new Set(selected);
  const allShownChosen = shown.length > 0 && shown.every((person) => chosen.has(person._id));
  const everyone = [...choices.users, ...choices.volunteers];
  const selectedPeople = selected.flatMap((pick) => everyone.filter((person) => person._id === pick));

  const toggle = (personId: string, on: boolean) => onChange(on ? [...selected, personId] : selected.filter((pick) => pick !== personId));
  const toggleAll = (on: boolean) => {
    const shownIds = new Set(shown.map((person) => person._id));
    onChange(on ? [...selected, ...shown.map((person) => person._id).filter((pick) => !chosen.has(pick))] : selected.filter((pick) => !shownIds.has(pick)));
  };

  return (
    <div className="space-y-3">
      <ParticipantChips people={selectedPeople} onRemove={(personId) => toggle(personId, false)} />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-search`}>
          <Trans>Search people</Trans>
        </Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-muted" aria-hidden />
          <Input
            id={`${id}-search`}
            type="search"
            className="ps-10"
            placeholder={t`Name or email`}
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        </div>
      </div>
      <div className="max-h-60 overflow-y-auto rounded-lg border border-stone-300 p-2">
        {shown.length === 0 ? (
          <EmptyNote className="p-2">
            <Trans>Nobody matches “{searched}”.</Trans>
          </EmptyNote>
        ) : (
          <>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 font-semibold hover:bg-stone-100">
              <input type="checkbox" className="size-6 shrink-0 accent-primary-700" checked={allShownChosen} onChange={(event) => toggleAll(event.target.checked)} />
              <Trans>Select All</Trans>
            </label>
            {groups.map((group) =>
              group.people.length > 0 ? (
                <fieldset key={group.key} className="mt-2">
                  <legend className="px-2 text-sm font-bold tracking-wide text-muted uppercase">{i18n._(group.label)}</legend>
                  {group.people.map((person) => (
                    <label key={person._id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-stone-100">
                      <input
                        type="checkbox"
                        className="size-6 shrink-0 accent-primary-700"
                        checked={chosen.has(person._id)}
                        onChange={(event) => toggle(person._id, event.target.checked)}
                      />
                      <span className="min-w-0">
                        <span className="block break-words text-ink">{person.name}</span>
                        <span className="block text-sm break-all text-muted">{person.email}</span>
                      </span>
                    </label>
                  ))}
                </fieldset>
              ) : null,
            )}
          </>
        )}
      </div>
    </div>
  );
}
