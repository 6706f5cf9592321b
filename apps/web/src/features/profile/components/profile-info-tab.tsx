import { AlertTriangle, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { commonMessages } from '@sahaya/contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import type { Profile } from '../api/get-profile.ts';
import { isProfileIncomplete } from '../utils/completeness.ts';
import { EditProfileDialog } from './edit-profile-dialog.tsx';

function Value({ children }: { children: string | number | null | undefined }) {
  const missing = children === null || children === undefined || String(children).trim() === '';
  return missing ? (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">N/A</span>
  ) : (
    <span className="break-words">{children}</span>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-semibold text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/**
 * The Profile Info tab (spec 1 §2): every field with N/A for what is missing, the completion
 * banner, and the Edit Profile button that pulses until the profile is complete.
 */
export function ProfileInfoTab({ profile, children }: { profile: Profile; children?: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const { user, address } = profile;
  const incomplete = isProfileIncomplete(profile);

  return (
    <div className="space-y-6">
      {incomplete ? (
        <div role="status" className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p className="font-semibold">{commonMessages.profileIncomplete}</p>
        </div>
      ) : null}
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>Personal details</CardTitle>
          <Button
            onClick={() => setEditing(true)}
            className={cn(incomplete && 'motion-safe:animate-pulse ring-4 ring-amber-300')}
          >
            <Pencil aria-hidden />
            Edit Profile
          </Button>
        </div>
        <dl className="mt-2 divide-y divide-stone-100">
          <Row label="Name">
            <Value>{user.name}</Value>
          </Row>
          <Row label="Age">
            <Value>{user.age}</Value>
          </Row>
          <Row label="Phone">
            <Value>{user.phone}</Value>
          </Row>
          <Row label="Gender">
            <Value>{user.gender}</Value>
          </Row>
          <Row label="Email">
            <Value>{user.email}</Value>
          </Row>
          <Row label="Joined">
            <Value>{user.createdAt.slice(0, 10)}</Value>
          </Row>
        </dl>
      </Card>
      <Card>
        <CardTitle>Address</CardTitle>
        <dl className="mt-2 divide-y divide-stone-100">
          <Row label="Street">
            <Value>{address?.street}</Value>
          </Row>
          <Row label="City">
            <Value>{address?.city}</Value>
          </Row>
          <Row label="State">
            <Value>{address?.state}</Value>
          </Row>
          <Row label="Postal code">
            <Value>{address?.pincode}</Value>
          </Row>
          <Row label="Country">
            <Value>{address?.country}</Value>
          </Row>
        </dl>
      </Card>
      {children}
      <EditProfileDialog profile={profile} open={editing} onOpenChange={setEditing} />
    </div>
  );
}
