import { useState } from 'react';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@sahaya/contract/constants';
import { authMessages } from '@sahaya/contract/messages';
import { secondsToWait } from '../../../lib/api/api-error.ts';
import { contractTextOf } from '../../../lib/i18n/contract-text.ts';
import type { formToast } from '../../../lib/toasts/form-toast.ts';
import { serverFailure, type ScreenFailure } from '../utils/error-messages.ts';
import { useCountdown } from './use-countdown.ts';

/**
 * Asking for a new code, as the pages that wait for one do: the wait before the next may be asked
 * for, counted down from the first code (sent a moment ago); and a refusal, which counts down the
 * seconds the server gave when it gave them, or else keeps the server's words beside the button.
 */
export function useCodeResend(send: () => Promise<void>, answer: ReturnType<typeof formToast>) {
  const { remaining, restart } = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const [failure, setFailure] = useState<ScreenFailure | null>(null);

  const resend = async (): Promise<boolean> => {
    setFailure(null);
    try {
      await send();
      restart();
      return true;
    } catch (error) {
      const wait = secondsToWait(error);
      const failed = serverFailure(error, authMessages.anError);
      if (wait) restart(wait);
      else setFailure(failed);
      if (failed) answer.error(contractTextOf(failed.message));
      return false;
    }
  };

  return { remaining, failure, resend };
}
