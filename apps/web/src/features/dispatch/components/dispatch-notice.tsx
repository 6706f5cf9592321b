import { Plural } from '@lingui/react/macro';
import { UsersRound } from 'lucide-react';
import { useRequestDispatch } from '../api/get-request-dispatch.ts';
import { useLiveDispatch } from '../hooks/use-live-dispatch.ts';

/**
 * Said to the person who asked, while their request waits: how many volunteers near them have been
 * told of it, kept current as each wave goes out. The region is on the page from the start and
 * polite, so a screen reader reads the new count when it changes, without taking focus.
 */
export function DispatchNotice({ requestId }: { requestId: string }) {
  useLiveDispatch(requestId);
  const told = useRequestDispatch(requestId).data?.told;
  return (
    <div role="status">
      {told === undefined ? null : (
        <p className="flex gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 text-lg text-ink">
          <UsersRound className="mt-1 size-5 shrink-0 text-primary-800" aria-hidden />
          <span>
            <Plural
              value={told}
              _0="We are looking for volunteers near you."
              one="We have told # volunteer near you."
              other="We have told # volunteers near you."
            />
          </span>
        </p>
      )}
    </div>
  );
}
