import { useState, type ReactNode } from 'react';
import type { SessionReply } from '@sahaya/contract/auth/schemas';
import type { LoginRole } from '@sahaya/contract/constants';
import type { ScreenFailure } from '../utils/error-messages.ts';
import { PhoneCodeForm } from './phone-code-form.tsx';
import { PhonePasswordForm } from './phone-password-form.tsx';

interface PhoneSignInProps {
  role: LoginRole;
  onSignInSent?: (role: LoginRole) => void;
  onSignedIn: (reply: SessionReply) => void;
  onSwitchTab: (role: LoginRole) => void;
  /** The page's "Forgot password?" button, shown with the password. */
  forgotPassword: ReactNode;
}

type Method =
  | { kind: 'password'; phone: string; switched: boolean }
  | { kind: 'code'; phone: string; reason: ScreenFailure | null };

/**
 * The login page's mobile-number tab: the number with its password, or with a code sent to it by
 * SMS. The number typed goes along from one to the other, and focus goes to it.
 */
export function PhoneSignIn({ role, onSignInSent, onSignedIn, onSwitchTab, forgotPassword }: PhoneSignInProps) {
  const [method, setMethod] = useState<Method>({ kind: 'password', phone: '', switched: false });
  const shared = { role, onSignInSent, onSignedIn, onSwitchTab };
  return method.kind === 'password' ? (
    <PhonePasswordForm
      {...shared}
      defaultPhone={method.phone}
      focusFirst={method.switched}
      forgotPassword={forgotPassword}
      onUseCode={(phone, reason) => setMethod({ kind: 'code', phone, reason })}
    />
  ) : (
    <PhoneCodeForm
      {...shared}
      defaultPhone={method.phone}
      focusFirst
      reason={method.reason}
      onUsePassword={(phone) => setMethod({ kind: 'password', phone, switched: true })}
    />
  );
}
