import { Trans } from '@lingui/react/macro';
import type { LoginRole } from '@sahaya/contract/constants';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import type { ScreenFailure } from '../utils/error-messages.ts';
import { tabNamedBy } from '../utils/sign-in-failure.ts';

/**
 * Why the last sign-in failed, kept in the form beside its button, not only in a passing toast. When
 * the account signs in on the other tab, a button goes there.
 */
export function SignInFailureAlert({ failure, onSwitchTab }: { failure: ScreenFailure; onSwitchTab: (role: LoginRole) => void }) {
  const { ctOf } = useContractText();
  const rightTab = tabNamedBy(failure);
  return (
    <ErrorAlert>
      {ctOf(failure.message)}
      {rightTab ? (
        <Button variant="link" className="mt-2 flex min-h-11" onClick={() => onSwitchTab(rightTab)}>
          {rightTab === 'volunteer' ? <Trans>Sign in as a volunteer</Trans> : <Trans>Sign in as a user</Trans>}
        </Button>
      ) : null}
    </ErrorAlert>
  );
}
