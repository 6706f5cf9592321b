import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, Pencil, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { addressMessages } from '@sahaya/contract/addresses/messages';
import { formatPhone } from '@sahaya/contract/format';
import { commonMessages } from '@sahaya/contract/messages';
import { useContractText } from '../../../lib/i18n/contract-text.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import type { Profile } from '../api/get-profile.ts';
import { missingDetails } from '../utils/completeness.ts';
import { hasAddressBook, type ProfileRole } from '../utils/profile-role.ts';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { PhoneNumberDialog } from './phone-number-dialog.tsx';
import { Email } from '../../../components/ui/email.tsx';

/** The genders as stored ("Male"), in the language shown. */
const genderWords: Record<string, MessageDescriptor> = { Male: msg`Male`, Female: msg`Female`, Other: msg`Other` };
const genderWord = (i18n: I18n, gender: string) => {
  const word = genderWords[gender];
  return word ? i18n._(word) : gender;
};

function Value({ children }: { children: string | number | null | undefined }) {
  const missing = children === null || children === undefined || String(children).trim() === '';
  return missing ? (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">
      <Trans>N/A</Trans>
    </span>
  ) : (
    <span className="break-words">{children}</span>
  );
}

/**
 * The cue that asks for what is missing pulses on a ring drawn around its button, never on the
 * button itself: its text and background keep their full contrast throughout the animation.
 */
const missingCueClassName =
  "relative before:pointer-events-none before:absolute before:-inset-1 before:rounded-xl before:ring-4 before:ring-amber-400 before:content-[''] motion-safe:before:animate-pulse";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-semibold text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

interface ProfileInfoTabProps {
  role: ProfileRole;
  profile: Profile;
  children?: ReactNode;
}

/**
 * The Profile Info tab (spec 1 §2): every field with N/A for what is missing, the completion
 * banner, and the Edit Profile button that pulses until the profile is complete. The address is
 * the primary one of the address book, as the banner and the admin's details read it too.
 *
 * The mobile number has its own Add or Change, which proves the number with a code by SMS before
 * saving it (it signs the person in), so Edit Profile does not hold it; Add pulses while it is
 * missing. A person with no e-mail address (registered with a number alone) has no E-mail row.
 *
 * The banner and the pulse ask people who receive or give help to complete what that help needs;
 * an admin runs the console whatever their profile holds, so neither is shown to one.
 */
export function ProfileInfoTab({ role, profile, children }: ProfileInfoTabProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const { ct } = useContractText();
  const [editing, setEditing] = useState(false);
  const [changingPhone, setChangingPhone] = useState(false);
  const { user, address } = profile;
  const missing = missingDetails(profile);
  const asks = role !== 'admin';
  const incomplete = asks && (missing.phone || missing.others);
  const addressBook = hasAddressBook(role);

  return (
    <div className="space-y-6">
      {incomplete ? (
        <div role="status" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p className="font-semibold">{ct(commonMessages.profileIncomplete)}</p>
        </div>
      ) : null}
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>
            <Trans>Personal details</Trans>
          </CardTitle>
          <Button onClick={() => setEditing(true)} className={cn(asks && missing.others && missingCueClassName)}>
            <Pencil aria-hidden />
            <Trans>Edit Profile</Trans>
          </Button>
        </div>
        <dl className="mt-2 divide-y divide-stone-100">
          <Row label={t`Name`}>
            <Value>{user.name}</Value>
          </Row>
          <Row label={t`Age`}>
            <Value>{user.age}</Value>
          </Row>
          <Row label={t`Mobile number`}>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <Value>{user.phone ? formatPhone(user.phone) : null}</Value>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setChangingPhone(true)}
                className={cn(asks && missing.phone && missingCueClassName)}
              >
                <Smartphone aria-hidden />
                {/* The rest of the name is for screen readers, which hear the button away from its row. */}
                {user.phone ? (
                  <Trans>
                    Change <span className="sr-only">mobile number</span>
                  </Trans>
                ) : (
                  <Trans>
                    Add <span className="sr-only">mobile number</span>
                  </Trans>
                )}
              </Button>
            </div>
          </Row>
          <Row label={t`Gender`}>
            <Value>{user.gender ? genderWord(i18n, user.gender) : null}</Value>
          </Row>
          {user.email ? (
            <Row label={t`Email`}>
              <Email address={user.email} />
            </Row>
          ) : null}
          <Row label={t`Joined`}>
            <time dateTime={user.createdAt}>{f.date(user.createdAt)}</time>
          </Row>
        </dl>
      </Card>
      <Card>
        <CardTitle>
          <Trans>Address</Trans>
        </CardTitle>
        <p className="mt-1 text-muted">
          {addressBook ? (
            <Trans>Your primary address. Edit Profile changes it; My addresses holds the others.</Trans>
          ) : (
            <Trans>Your address. Edit Profile changes it.</Trans>
          )}
        </p>
        <dl className="mt-2 divide-y divide-stone-100">
          <Row label={t`Street`}>
            <Value>{address?.street}</Value>
          </Row>
          <Row label={t`City`}>
            <Value>{address?.city}</Value>
          </Row>
          <Row label={t`State`}>
            <Value>{address?.state}</Value>
          </Row>
          <Row label={t`Postal code`}>
            <Value>{address?.pincode}</Value>
          </Row>
          <Row label={t`Country`}>
            <Value>{address?.country}</Value>
          </Row>
          <Row label={t`Location`}>
            {address === null ? (
              <Value>{null}</Value>
            ) : address.hasLocation ? (
              address.locationSource === 'pin' ? ct(addressMessages.pincodeArea, address.pincode) : t`Saved`
            ) : (
              <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">{ct(addressMessages.noLocation)}</span>
            )}
          </Row>
        </dl>
      </Card>
      {children}
      <EditProfileDialog profile={profile} addressBook={addressBook} open={editing} onOpenChange={setEditing} />
      <PhoneNumberDialog current={user.phone} open={changingPhone} onOpenChange={setChangingPhone} />
    </div>
  );
}
