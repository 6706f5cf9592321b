import { ArticlePage } from '../components/public-page.tsx';

export function PrivacyPage() {
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
        <h2>Your choices</h2>
        <p>
          You can view and correct your profile at any time. To have your account and data deleted, write to
          support@sahaya.org and we will do so within 30 days.
        </p>
      </section>
    </ArticlePage>
  );
}
