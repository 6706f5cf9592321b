import { Trans, useLingui } from '@lingui/react/macro';
import { ArticlePage } from '../components/public-page.tsx';

export function AboutPage() {
  const { t } = useLingui();
  return (
    <ArticlePage title={t`About Sahaya`} lead={t`Sahaya means “help”. We make it easy for neighbours to help each other.`}>
      <section className="space-y-3">
        <h2>
          <Trans>What we do</Trans>
        </h2>
        <p>
          <Trans>
            Many older and disabled people need a little help to live well at home: a wheelchair after a fall, an airbed
            during a long illness, a ride to the hospital or someone to check in on them. Sahaya brings that help together
            in one place.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>We lend wheelchairs, airbeds and walking sticks free of charge.</Trans>
          </li>
          <li>
            <Trans>We match requests for help with volunteers who live nearby, and arrange ambulances when needed.</Trans>
          </li>
          <li>
            <Trans>We turn donations into equipment and services, with a receipt for every gift.</Trans>
          </li>
          <li>
            <Trans>We hold online meetings so volunteers and members can stay in touch.</Trans>
          </li>
        </ul>
      </section>
      <section className="space-y-3">
        <h2>
          <Trans>How it works</Trans>
        </h2>
        <p>
          <Trans>
            People who need help create an account and make a request. Volunteers see the requests close to them and
            accept the ones they can take on. Our administrators review equipment requests, look after the stock and make
            sure everyone is safe.
          </Trans>
        </p>
      </section>
      <section className="space-y-3">
        <h2>
          <Trans>Our values</Trans>
        </h2>
        <p>
          <Trans>
            Dignity, kindness and trust. We keep personal details private, we verify every account, and we design every
            screen to be easy to read and easy to use.
          </Trans>
        </p>
      </section>
    </ArticlePage>
  );
}
