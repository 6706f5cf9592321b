import { ArticlePage } from '../components/public-page.tsx';

export function AboutPage() {
  return (
    <ArticlePage title="About Sahaya" lead="Sahaya means “help”. We make it easy for neighbours to help each other.">
      <section className="space-y-3">
        <h2>What we do</h2>
        <p>
          Many older and disabled people need a little help to live well at home: a wheelchair after a fall, an airbed
          during a long illness, a ride to the hospital or someone to check in on them. Sahaya brings that help together
          in one place.
        </p>
        <ul>
          <li>We lend wheelchairs, airbeds and walking sticks free of charge.</li>
          <li>We match requests for help with volunteers who live nearby, and arrange ambulances when needed.</li>
          <li>We turn donations into equipment and services, with a receipt for every gift.</li>
          <li>We hold online meetings so volunteers and members can stay in touch.</li>
        </ul>
      </section>
      <section className="space-y-3">
        <h2>How it works</h2>
        <p>
          People who need help create an account and make a request. Volunteers see the requests close to them and
          accept the ones they can take on. Our administrators review equipment requests, look after the stock and make
          sure everyone is safe.
        </p>
      </section>
      <section className="space-y-3">
        <h2>Our values</h2>
        <p>
          Dignity, kindness and trust. We keep personal details private, we verify every account, and we design every
          screen to be easy to read and easy to use.
        </p>
      </section>
    </ArticlePage>
  );
}
