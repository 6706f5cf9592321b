import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Role } from '@sahaya/contract/constants';
import {
  CHAT_DIGEST_DELAY_MINUTES,
  phoneTopics,
  type NotificationPreferences,
  type PhoneTopic,
  type PreferenceTopic,
} from '@sahaya/contract/notifications/preferences';
import type { NotificationPreferencesReply } from '@sahaya/contract/notifications/schemas';
import { PageTitle } from '../../../components/page-title.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../lib/paths.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';
import { useUpdateWhatsAppOptIn } from '../api/update-whatsapp-opt-in.ts';
import { useFormat } from '../../../lib/i18n/use-format.ts';
import { DevicePushSection } from '../components/device-push-section.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingPlaceholder } from '../../../components/ui/list-states.tsx';

type SettingsRole = Exclude<Role, 'admin'>;

interface TopicWords {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/** The topics each role is told about: only a user borrows equipment and gives donations. */
const topicsFor: Record<SettingsRole, PreferenceTopic[]> = {
  user: ['assetRequest', 'assistanceRequest', 'chat', 'meeting', 'donation'],
  volunteer: ['assistanceRequest', 'chat', 'meeting'],
};

const topicWords = (role: SettingsRole): Record<PreferenceTopic, TopicWords> => ({
  assetRequest: {
    title: msg`Equipment you borrow`,
    description: msg`When your request for equipment is approved or turned down, and when it is marked returned.`,
  },
  assistanceRequest:
    role === 'volunteer'
      ? { title: msg`Help requests`, description: msg`When a request for help is given to you, and when one you took changes.` }
      : { title: msg`Your requests for help`, description: msg`When a volunteer takes your request, and when it is completed.` },
  chat: {
    title: msg`Chat messages`,
    description: msg`New messages about a request. By e-mail only the ones you have not read for ${CHAT_DIGEST_DELAY_MINUTES} minutes, gathered in one e-mail for each chat.`,
  },
  meeting: { title: msg`Meetings`, description: msg`When a meeting is set up for you, or its time changes.` },
  donation: { title: msg`Donations`, description: msg`Your receipt and thanks for each donation.` },
});

/** Whether a topic's notices can go by SMS and WhatsApp: all but the chat's. */
const isPhoneTopic = (topic: PreferenceTopic): topic is PhoneTopic => (phoneTopics as readonly PreferenceTopic[]).includes(topic);

/** Which save the person made last, and how it went: shown beside that topic's switches. */
interface SaveState {
  topic: PreferenceTopic | 'volunteerDigest' | 'whatsappOptIn';
  status: 'saving' | 'saved' | 'failed';
}

function SaveStatus({ state }: { state: SaveState['status'] | undefined }) {
  // Always in the page, so a screen reader hears each change of its words.
  return (
    <p role="status" className="min-h-6 text-base">
      {state === 'saving' ? <span className="text-muted"><Trans>Saving…</Trans></span> : null}
      {state === 'saved' ? (
        <span className="inline-flex items-center gap-1 font-semibold text-primary-800">
          <CircleCheck className="size-5" aria-hidden />
          <Trans>Saved</Trans>
        </span>
      ) : null}
      {state === 'failed' ? (
        <span className="font-semibold text-danger">
          <Trans>Not saved. Please check your connection and try again.</Trans>
        </span>
      ) : null}
    </p>
  );
}

/** The words that say no SMS or WhatsApp goes out without a number of the person's own. */
const NO_NUMBER_ID = 'phone-no-number';

/**
 * A topic's SMS switch, and its WhatsApp switch once the person agreed to WhatsApp messages. Without
 * a number of their own, each is described by the words that say nothing is sent.
 */
function PhoneSwitches({ topic, headingId, descriptionId, current, optedIn, ownNumber, busy, onChange }: {
  topic: PhoneTopic;
  headingId: string;
  descriptionId: string;
  current: NotificationPreferences;
  optedIn: boolean;
  ownNumber: boolean;
  busy: boolean;
  onChange: (topic: PhoneTopic, next: NotificationPreferences) => void;
}) {
  const { t } = useLingui();
  const choice = current[topic];
  const describedBy = ownNumber ? [descriptionId] : [descriptionId, NO_NUMBER_ID];
  return (
    <>
      <Switch
        id={`${headingId}-sms`}
        label={t`By SMS`}
        groupLabelId={headingId}
        describedBy={describedBy}
        checked={choice.sms}
        busy={busy}
        onCheckedChange={(sms) => onChange(topic, { ...current, [topic]: { ...choice, sms } })}
      />
      {optedIn ? (
        <Switch
          id={`${headingId}-whatsapp`}
          label={t`On WhatsApp`}
          groupLabelId={headingId}
          describedBy={describedBy}
          checked={choice.whatsapp}
          busy={busy}
          onCheckedChange={(whatsapp) => onChange(topic, { ...current, [topic]: { ...choice, whatsapp } })}
        />
      ) : null}
    </>
  );
}

/**
 * "Text messages and WhatsApp": where they go (the person's own number, or nowhere without one),
 * and the person's agreement to WhatsApp messages, which WhatsApp requires before Sahaya writes;
 * once given, each topic below offers WhatsApp too.
 */
function PhoneSection({ role, reply, save, onOptIn }: {
  role: SettingsRole;
  reply: NotificationPreferencesReply;
  save: SaveState['status'] | undefined;
  onOptIn: { busy: boolean; turn: (optIn: boolean) => void };
}) {
  const { t } = useLingui();
  const format = useFormat();
  const agreedAt = reply.whatsappOptIn.at;
  const agreedOn = agreedAt ? format.dateTime(agreedAt) : null;
  return (
    <section aria-labelledby="phone-heading">
      <Card className="space-y-3 p-5">
        <h2 id="phone-heading" className="text-2xl font-bold text-ink">
          <Trans>Text messages and WhatsApp</Trans>
        </h2>
        <p className="text-muted">
          <Trans>
            Sahaya can send the notices you choose below by SMS and on WhatsApp to your own mobile number: the one you
            confirmed with a code, or the one you sign in with. Chat messages are not sent this way. If Sahaya cannot
            e-mail you, notices about your account, such as a changed password, come by SMS.
          </Trans>
        </p>
        {reply.ownNumber ? null : (
          <p id={NO_NUMBER_ID} className="font-semibold">
            <Trans>
              You have no mobile number confirmed with a code, so no SMS or WhatsApp message is sent to you. Add your
              number on{' '}
              <Link to={paths.area(role).profileInfo} className="text-primary-800 underline underline-offset-4">
                your profile
              </Link>{' '}
              and confirm it with the code we send.
            </Trans>
          </p>
        )}
        <Switch
          id="whatsapp-opt-in"
          label={t`Send me WhatsApp messages`}
          describedBy={['whatsapp-opt-in-description', 'whatsapp-opt-in-when', ...(reply.ownNumber ? [] : [NO_NUMBER_ID])]}
          checked={agreedAt !== null}
          busy={onOptIn.busy}
          onCheckedChange={onOptIn.turn}
        />
        <p id="whatsapp-opt-in-description" className="text-muted">
          <Trans>
            WhatsApp lets Sahaya write to you only if you agree, and we note when you did. Once you agree, you can choose
            WhatsApp for each topic below. If you turn this off, no more WhatsApp messages are sent to you.
          </Trans>
        </p>
        <p id="whatsapp-opt-in-when" className="empty:hidden">
          {agreedOn ? <Trans>You agreed on {agreedOn}.</Trans> : null}
        </p>
        <SaveStatus state={save} />
      </Card>
    </section>
  );
}

/**
 * /{role}/profile/notifications (issue #26): how the person is told of what happens when they are
 * not looking at Sahaya: this device's notices, their agreement to WhatsApp messages (issue #38),
 * then for each topic by e-mail, on their devices, by SMS and (once they agreed) on WhatsApp, and
 * for a volunteer the daily e-mail of open requests nearby. Each switch is saved as it is pressed,
 * and says so beside it.
 */
export function NotificationSettingsPage({ role }: { role: SettingsRole }) {
  const { t, i18n } = useLingui();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const whatsAppOptIn = useUpdateWhatsAppOptIn();
  const [save, setSave] = useState<SaveState | null>(null);
  const words = topicWords(role);

  const change = (topic: SaveState['topic'], next: NotificationPreferences) => {
    setSave({ topic, status: 'saving' });
    // The daily digest is a volunteer's alone: anyone else's save leaves it out.
    const { volunteerDigest, ...topics } = next;
    update.mutate(role === 'volunteer' ? { ...topics, volunteerDigest } : topics, {
      onSuccess: () => setSave((now) => (now?.topic === topic ? { topic, status: 'saved' } : now)),
      onError: () => setSave((now) => (now?.topic === topic ? { topic, status: 'failed' } : now)),
    });
  };
  const turnWhatsApp = (optIn: boolean) => {
    setSave({ topic: 'whatsappOptIn', status: 'saving' });
    whatsAppOptIn.mutate(optIn, {
      onSuccess: () => setSave((now) => (now?.topic === 'whatsappOptIn' ? { topic: 'whatsappOptIn', status: 'saved' } : now)),
      onError: () => setSave((now) => (now?.topic === 'whatsappOptIn' ? { topic: 'whatsappOptIn', status: 'failed' } : now)),
    });
  };
  const statusOf = (topic: SaveState['topic']) => (save?.topic === topic ? save.status : undefined);
  const current = preferences.data?.preferences;
  const optedIn = preferences.data?.whatsappOptIn.at != null;
  // A person who joined with a number alone is mailed nothing: no e-mail switch would do anything.
  const mailable = preferences.data?.ownEmail ?? true;

  return (
    <div className="space-y-6">
      <PageTitle>{t`Notifications`}</PageTitle>
      <PageHeader
        back={<BackLink to={paths.area(role).profileInfo} label={t`my profile`} />}
        title={<Trans>Notifications</Trans>}
        description={<Trans>Choose how Sahaya tells you what happens while you are not looking at this page.</Trans>}
      />

      <DevicePushSection />

      {preferences.data ? (
        <PhoneSection
          role={role}
          reply={preferences.data}
          save={statusOf('whatsappOptIn')}
          onOptIn={{ busy: whatsAppOptIn.isPending, turn: turnWhatsApp }}
        />
      ) : null}

      <section aria-labelledby="topics-heading" className="space-y-4">
        <h2 id="topics-heading" className="text-2xl font-bold text-ink">
          <Trans>What we tell you about</Trans>
        </h2>
        {preferences.isError ? (
          <ErrorAlert>
            <Trans>Your choices could not be loaded. Please try again later.</Trans>
          </ErrorAlert>
        ) : !current ? (
          <LoadingPlaceholder className="space-y-3">
            <Skeleton className="h-36 w-full" />
            <Skeleton className="h-36 w-full" />
          </LoadingPlaceholder>
        ) : (
          <ul className="space-y-4">
            {topicsFor[role].map((topic) => {
              const headingId = `topic-${topic}`;
              const descriptionId = [headingId, 'description'].join('-');
              const choice = current[topic];
              return (
                <li key={topic}>
                  <Card className="space-y-3 p-5">
                    <h3 id={headingId} className="text-xl font-bold text-ink">
                      {i18n._(words[topic].title)}
                    </h3>
                    <p id={descriptionId} className="text-muted">
                      {i18n._(words[topic].description)}
                    </p>
                    <div className="flex flex-wrap gap-x-8 gap-y-2">
                      {mailable ? (
                        <Switch
                          id={`${headingId}-email`}
                          label={t`By e-mail`}
                          groupLabelId={headingId}
                          describedBy={[descriptionId]}
                          checked={choice.email}
                          busy={update.isPending && save?.topic === topic}
                          onCheckedChange={(email) => change(topic, { ...current, [topic]: { ...choice, email } })}
                        />
                      ) : null}
                      <Switch
                        id={`${headingId}-push`}
                        label={t`On my phone or computer`}
                        groupLabelId={headingId}
                        describedBy={[descriptionId]}
                        checked={choice.push}
                        busy={update.isPending && save?.topic === topic}
                        onCheckedChange={(push) => change(topic, { ...current, [topic]: { ...choice, push } })}
                      />
                      {isPhoneTopic(topic) ? (
                        <PhoneSwitches
                          topic={topic}
                          headingId={headingId}
                          descriptionId={descriptionId}
                          current={current}
                          optedIn={optedIn}
                          ownNumber={preferences.data?.ownNumber ?? true}
                          busy={update.isPending && save?.topic === topic}
                          onChange={change}
                        />
                      ) : null}
                    </div>
                    <SaveStatus state={statusOf(topic)} />
                  </Card>
                </li>
              );
            })}
            {role === 'volunteer' && mailable ? (
              <li>
                <Card className="space-y-3 p-5">
                  <h3 id="topic-volunteerDigest" className="text-xl font-bold text-ink">
                    <Trans>Open requests near you</Trans>
                  </h3>
                  <p id="topic-volunteerDigest-description" className="text-muted">
                    <Trans>One e-mail a day with the open requests for help near your saved places.</Trans>
                  </p>
                  <Switch
                    id="topic-volunteerDigest-email"
                    label={t`By e-mail`}
                    groupLabelId="topic-volunteerDigest"
                    describedBy={['topic-volunteerDigest-description']}
                    checked={current.volunteerDigest.email}
                    busy={update.isPending && save?.topic === 'volunteerDigest'}
                    onCheckedChange={(email) => change('volunteerDigest', { ...current, volunteerDigest: { email } })}
                  />
                  <SaveStatus state={statusOf('volunteerDigest')} />
                </Card>
              </li>
            ) : null}
          </ul>
        )}
      </section>
    </div>
  );
}
