import { Trans, useLingui } from '@lingui/react/macro';
import { Link2, Unlink } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { formatPhone } from '@sahaya/contract/format';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useSearchDonors } from '../api/search-donors.ts';

export interface DonorChoice {
  _id: string;
  name: string;
  /** The donor's e-mail address, or their number when they have none: how the admin tells two people of one name apart. */
  email: string;
}

interface DonorAccountFieldProps {
  chosen: DonorChoice | null;
  onChoose: (choice: DonorChoice | null) => void;
  /** Why the server would not link the account, shown under the field. */
  error: string | null;
}

/**
 * Links an offline gift to its donor's account, optionally: the admin searches users by name and
 * picks one from the list of matches, and the gift then shows in that person's history.
 */
export function DonorAccountField({ chosen, onChoose, error }: DonorAccountFieldProps) {
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const matches = useSearchDonors(chosen ? '' : search);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const resultsId = useId();
  const { t } = useLingui();
  const { ctOf } = useContractText();
  const people = search && !chosen ? (matches.data ?? []) : [];
  // The control pressed goes away as the account is linked or unlinked: focus moves to its counterpart.
  const moved = useRef(false);
  const unlink = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (chosen ? unlink.current : input.current)?.focus();
  }, [chosen]);
  const pick = (choice: DonorChoice | null) => {
    moved.current = true;
    onChoose(choice);
  };

  if (chosen) {
    const { name, email } = chosen;
    return (
      <div className="space-y-1.5">
        <p className="font-semibold text-ink">
          <Trans>Donor’s account</Trans>
        </p>
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary-300 bg-primary-50 p-3">
          <Link2 className="size-5 shrink-0 text-primary-800" aria-hidden />
          <p className="me-auto min-w-0 break-words text-ink">
            <Trans>
              Linked to {name} ({email})
            </Trans>
          </p>
          <Button ref={unlink} variant="secondary" size="sm" onClick={() => pick(null)}>
            <Unlink aria-hidden />
            <Trans>Unlink</Trans>
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {ctOf(error)}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>
        <Trans>Donor’s account (optional)</Trans>
      </Label>
      <p id={hintId} className="text-sm text-muted">
        <Trans>Search users by name to show this gift in their donation history.</Trans>
      </p>
      <Input
        ref={input}
        id={inputId}
        type="search"
        autoComplete="off"
        value={typed}
        aria-invalid={Boolean(error)}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-controls={resultsId}
        onChange={(event) => setTyped(event.target.value)}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {ctOf(error)}
        </p>
      ) : null}
      <div id={resultsId} aria-live="polite">
        {search && matches.data && people.length === 0 ? (
          <p className="text-muted">
            <Trans>No user matches that name.</Trans>
          </p>
        ) : people.length > 0 ? (
          <ul className="space-y-1" aria-label={t`Matching users`}>
            {people.map((person) => (
              <li key={person._id}>
                <Button
                  variant="ghost"
                  className="h-auto w-full justify-start py-2 text-start"
                  onClick={() => pick({ _id: person._id, name: person.name, email: person.email ?? formatPhone(person.phone ?? '') })}
                >
                  <span className="min-w-0 break-words">
                    <Trans>
                      Link to {person.name} ({person.email ?? formatPhone(person.phone ?? '')})
                    </Trans>
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
