import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CHAT_RETENTION_DAYS } from '@sahaya/contract/constants';
import { configQueryOptions } from '../../../lib/public-config.ts';
import { ArticlePage } from '../components/public-page.tsx';

/**
 * How many days a completed request's chat is kept: CHAT_RETENTION_DAYS, read from the runtime
 * settings. The page is prerendered with the default, which it says until the setting arrives.
 */
function useChatRetentionDays(): number {
  const config = useQuery({ ...configQueryOptions, select: (settings) => settings.chatRetentionDays });
  return config.data ?? DEFAULT_CHAT_RETENTION_DAYS;
}

export function PrivacyPage() {
  const chatDays = useChatRetentionDays();
  return (
    <ArticlePage title="Privacy policy" lead="What we keep about you, why, and what you can ask us to do with it.">
      <section className="space-y-3">
        <h2>What we collect</h2>
        <ul>
          <li>Your name, e-mail address and password (stored only as a secure hash).</li>
          <li>Profile details you choose to add: age, gender, phone number, addresses and certificates.</li>
          <li>Your requests, chats with volunteers, donations and meeting attendance.</li>
        </ul>
      </section>
      <section className="space-y-3">
        <h2>Why we use it</h2>
        <p>
          Only to run Sahaya: to match your requests with nearby volunteers, to lend and track equipment, to issue donation
          receipts and to keep everyone safe. We do not sell your data and we do not show advertising.
        </p>
      </section>
      <section className="space-y-3">
        <h2>Who can see it</h2>
        <p>
          A volunteer sees your name, phone number and the address of a request only once they have accepted it.
          Administrators can see accounts to review requests and prevent misuse. Payments are handled by our payment
          provider; we never see your card number.
        </p>
      </section>
      <section className="space-y-3">
        <h2>Cookies</h2>
        <p>
          We use a secure cookie to keep you signed in and a cookie that remembers whether the side menu is open. There
          are no tracking cookies.
        </p>
      </section>
      <section className="space-y-3">
        <h2>How long we keep it</h2>
        <ul>
          <li>
            <strong>Your account</strong>: for as long as you have it. When you delete it, your profile, addresses,
            requests, notifications and the files you uploaded are removed at once.
          </li>
          <li>
            <strong>Donation records</strong>: 8 years. The Income-tax Act asks a charity to keep each donation&rsquo;s
            receipt and to report it on Form 10BD, so we keep the amount, the date, the payment number and the name on the
            receipt, even after you delete your account. A donation you made anonymously keeps no name.
          </li>
          <li>
            <strong>Chat messages</strong>: for {chatDays === 1 ? '1 day' : `${chatDays} days`} after the request they belong
            to is completed, so that either side can look back at what was agreed. Then the messages, their pictures and
            their notices are removed. Deleting your account removes them at once.
          </li>
          <li>
            <strong>A copy of your data</strong> that you asked for: 1 day. After that the file is removed, and you can ask
            for a new one.
          </li>
          <li>
            <strong>Server logs</strong>: the records of each visit (the page asked for, the time and the address it came
            from) are kept by our hosting for a short time to fix faults and stop misuse, and are never used for anything
            else. They hold no passwords.
          </li>
        </ul>
      </section>
      <section className="space-y-3">
        <h2>Your choices</h2>
        <p>
          You can view and correct your profile at any time. Under the Digital Personal Data Protection Act 2023 you may
          also take your data away and have it deleted:
        </p>
        <ul>
          <li>
            <strong>To get a copy of your data</strong>, sign in, open your profile, choose <strong>Settings</strong> and
            press <strong>Download my data</strong>. In a minute or two a zip file is ready to save. It holds everything we
            keep about you in a file called data.json, and the pictures and documents you uploaded.
          </li>
          <li>
            <strong>To delete your account</strong>, open <strong>Settings</strong> in your profile and press{' '}
            <strong>Delete Account</strong>. You will be asked for your password to make sure it is you.
          </li>
          <li>If you cannot sign in, write to support@sahaya.org and we will help you within 30 days.</li>
        </ul>
      </section>
    </ArticlePage>
  );
}
