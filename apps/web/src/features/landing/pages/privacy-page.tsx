import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CHAT_RETENTION_DAYS } from '@sahaya/contract/constants';
import { configQueryOptions } from '../../../lib/queries/public-config.ts';
import { ArticlePage } from '../components/public-page.tsx';
import { PrivacyNotice } from '../../../components/privacy/privacy-notice.tsx';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/**
 * How many days a completed request's chat is kept: CHAT_RETENTION_DAYS, read from the runtime
 * settings. The page is prerendered with the default, which it says until the setting arrives.
 */
function useChatRetentionDays(): number {
  const config = useQuery({ ...configQueryOptions, select: (settings) => settings.chatRetentionDays });
  return config.data ?? DEFAULT_CHAT_RETENTION_DAYS;
}

export function PrivacyPage() {
  const { t } = useLingui();
  const chatDays = useChatRetentionDays();
  return (
    <ArticlePage title={t`Privacy policy`} lead={t`What we keep about you, why, and what you can ask us to do with it.`}>
      <PrivacyNotice />
      <section className="space-y-3">
        <h2>
          <Trans>What we collect</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Your name, e-mail address and password (stored only as a secure hash).</Trans>
          </li>
          <li>
            <Trans>Profile details you choose to add: age, gender, phone number, addresses and certificates.</Trans>
          </li>
          <li>
            <Trans>Your requests, chats with volunteers, donations and meeting attendance.</Trans>
          </li>
        </ul>
      </section>
      <section className="space-y-3">
        <h2>
          <Trans>Why we use it</Trans>
        </h2>
        <p>
          <Trans>
            Only to run Sahaya: to match your requests with nearby volunteers, to lend and track equipment, to issue
            donation receipts and to keep everyone safe. We do not sell your data and we do not show advertising.
          </Trans>
        </p>
      </section>
      <section className="space-y-3">
        <h2>
          <Trans>Who can see it</Trans>
        </h2>
        <p>
          <Trans>
            A volunteer sees your name, phone number and the address of a request only once they have accepted it.
            Administrators can see accounts to review requests and prevent misuse. Payments are handled by our payment
            provider; we never see your card number.
          </Trans>
        </p>
      </section>
      <section className="space-y-3">
        <h2>
          <Trans>Cookies</Trans>
        </h2>
        <p>
          <Trans>
            We use a secure cookie to keep you signed in, a cookie that remembers whether the side menu is open, and
            cookies that remember the language and text size you chose. There are no tracking cookies.
          </Trans>
        </p>
      </section>
      <section className="space-y-3">
        <h2>
          <Trans>How long we keep it</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>Your account</strong>: for as long as you have it. When you delete it, your profile, addresses,
              requests, notifications and the files you uploaded are removed at once.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Donation records</strong>: 8 years. The Income-tax Act asks a charity to keep each donation’s
              receipt and to report it on Form 10BD, so we keep the amount, the date, the payment number and the name on
              the receipt, even after you delete your account. A donation you made anonymously keeps no name.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Chat messages</strong>: for <Plural value={chatDays} one="# day" other="# days" /> after the request
              they belong to is completed, so that either side can look back at what was agreed. Then the messages, their
              pictures and their notices are removed. Deleting your account removes them at once.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>A copy of your data</strong> that you asked for: 1 day. After that the file is removed, and you can
              ask for a new one.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Server logs</strong>: the records of each visit (the page asked for, the time and the address it
              came from) are kept by our hosting for a short time to fix faults and stop misuse, and are never used for
              anything else. They hold no passwords.
            </Trans>
          </li>
        </ul>
      </section>
      <section className="space-y-3">
        <h2>
          <Trans>Your choices</Trans>
        </h2>
        <p>
          <Trans>
            You can view and correct your profile at any time. Under the Digital Personal Data Protection Act 2023 you
            may also take your data away and have it deleted:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>To get a copy of your data</strong>, sign in, open your profile, choose <strong>Settings</strong>{' '}
              and press <strong>Download my data</strong>. In a minute or two a zip file is ready to save. It holds
              everything we keep about you in a file called data.json, and the pictures and documents you uploaded.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>To delete your account</strong>, open <strong>Settings</strong> in your profile and press{' '}
              <strong>Delete Account</strong>. You will be asked for your password to make sure it is you.
            </Trans>
          </li>
          <li>
            <Trans>If you cannot sign in, write to support@sahaya.org and we will help you within 30 days.</Trans>
          </li>
        </ul>
      </section>
      <GrievanceSection />
    </ArticlePage>
  );
}

/**
 * How to raise a grievance about one's data (DPDP Rules 2025, Rule 9), linked to a person's own page
 * (a volunteer's is in their menu). The page is prerendered, so the link is the same for everyone.
 */
function GrievanceSection() {
  return (
    <section className="space-y-3">
      <h2>
        <Trans>Grievances</Trans>
      </h2>
      <p>
        <Trans>
          If you are unhappy with how we handle your personal data, sign in and raise a grievance on your{' '}
          <Link to={paths.user.grievances}>Grievances</Link> page. You get a reference at once, and we answer within 90 days.
        </Trans>
      </p>
    </section>
  );
}
