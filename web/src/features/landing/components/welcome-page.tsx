import { type MouseEvent, useId } from 'react';
import { Link } from 'react-router';
import appBar from '@/components/ui/app-bar.module.css';
import { ButtonLink, InertLink } from '@/components/ui/button.tsx';
import { GetTheApp } from '@/components/ui/get-app.tsx';
import { Illustration, type IllustrationName } from '@/components/ui/illustration.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { useRuntimeConfig } from '@/data/runtime-config.ts';
import { useReferral } from '@/features/landing/hooks/use-referral.ts';
import { paths } from '@/lib/paths.ts';
import { useIsMobile, usePrefersReducedMotion } from '@/lib/use-media-query.ts';
import styles from './welcome-page.module.css';

export const WHAT_IS_IT_ID = 'what-is-it';
export const HOW_IT_WORKS_ID = 'how-it-works';

const FEATURES: readonly { icon: IllustrationName; title: string; text: string }[] = [
  {
    icon: 'people',
    title: 'Swap with people you trust',
    text: 'Trade with your friends and friends of friends, not strangers. Like their things, and when they like yours too, it’s a match.',
  },
  {
    icon: 'pint',
    title: 'Rehome it for a pint',
    text: 'Happy to just pass something on? Offer it to friends in Pint mode and settle up over a drink.',
  },
  {
    icon: 'heart',
    title: 'Donate to charities you follow',
    text: 'Give your goodies to the UK charities you support. They see what you offer and pick it up from you.',
  },
];

const STEPS = [
  {
    title: 'Add your goodies',
    text: 'Snap a few photos of the things you no longer need, pick a category and a safe place to swap.',
  },
  {
    title: 'Seek, like, match',
    text: 'Browse items one at a time. Like what you fancy; when the owner likes something of yours, it’s a match.',
  },
  {
    title: 'Swap and confirm',
    text: 'Chat, meet somewhere public, swap, and both confirm the swap happened.',
  },
  {
    title: 'Pint or donate',
    text: 'Fancy giving instead? Offer an item for a pint with friends, or donate it to a charity you follow.',
    optional: true,
  },
] as const;

const HERO_ITEMS: readonly { icon: IllustrationName; name: string; category: string }[] = [
  { icon: 'bike', name: 'Vintage bike', category: 'Sports & Fitness' },
  { icon: 'book', name: 'Box of novels', category: 'Books & Reading' },
  { icon: 'plant', name: 'Monstera cutting', category: 'Home & Garden' },
  { icon: 'headphones', name: 'Headphones', category: 'Tech & Electronics' },
];

function SignInLink({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <ButtonLink to={paths.login} variant="secondary">
      Sign In
    </ButtonLink>
  ) : (
    <InertLink asButton variant="secondary" reason="signing in on the web is switched off">
      Sign In
    </InertLink>
  );
}

/** The marketing landing page, at / and at /welcome. */
export function WelcomePage() {
  const { webLoginEnabled, appStoreUrl } = useRuntimeConfig();
  const { joinPath } = useReferral();
  const isMobile = useIsMobile();
  const reducedMotion = usePrefersReducedMotion();
  const heroTitleId = useId();
  const tryTitleId = useId();

  // The header links glide to their section and move focus to its heading, without touching the URL.
  const scrollToSection = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  return (
    <div className={`${styles.page} ${isMobile ? styles.withBottomBar : ''}`}>
      <header className={appBar.bar}>
        <div className={appBar.inner}>
          <Link to={paths.home} className={appBar.brand} aria-label="Swapsies home">
            <Logo withWordmark={!isMobile} />
          </Link>
          <nav aria-label="On this page" className={styles.sectionNav}>
            <ul className={styles.sectionLinks}>
              <li>
                <a
                  className={styles.sectionLink}
                  href={`#${WHAT_IS_IT_ID}`}
                  onClick={(e) => scrollToSection(e, WHAT_IS_IT_ID)}
                >
                  What is it?
                </a>
              </li>
              <li>
                <a
                  className={styles.sectionLink}
                  href={`#${HOW_IT_WORKS_ID}`}
                  onClick={(e) => scrollToSection(e, HOW_IT_WORKS_ID)}
                >
                  How it works
                </a>
              </li>
            </ul>
          </nav>
          {isMobile ? null : (
            <div className={styles.topActions}>
              <ButtonLink to={joinPath} variant="accent">
                Try it yourself
              </ButtonLink>
              <SignInLink enabled={webLoginEnabled} />
            </div>
          )}
        </div>
      </header>

      <main id="main-content" tabIndex={-1}>
        <section className={styles.hero} aria-labelledby={heroTitleId}>
          <div className={styles.heroInner}>
            <div>
              <p className={styles.eyebrow}>Free · Friendly · Made for the UK</p>
              <h1 id={heroTitleId} className={styles.heroTitle}>
                Swap it. Rehome it. <em>Donate it.</em>
              </h1>
              <p className={styles.heroLead}>
                Swapsies is the friendly way to pass on the things you don't need and find the things you do, with your
                friends, their friends and the charities you love.
              </p>
              <div className={styles.heroActions}>
                <ButtonLink to={joinPath} variant="accent" size="large">
                  Try it yourself
                </ButtonLink>
                <GetTheApp appStoreUrl={appStoreUrl} />
              </div>
            </div>
            <div className={styles.art} aria-hidden="true">
              {HERO_ITEMS.map((item) => (
                <div key={item.name} className={styles.itemCard}>
                  <Illustration name={item.icon} size={52} className={styles.itemIcon} />
                  {item.name}
                  <span className={styles.itemTag}>{item.category}</span>
                </div>
              ))}
              <span className={styles.matchBadge}>It's a match!</span>
            </div>
          </div>
        </section>

        <section id={WHAT_IS_IT_ID} className={styles.section} aria-labelledby={`${WHAT_IS_IT_ID}-title`}>
          <h2 id={`${WHAT_IS_IT_ID}-title`} className={styles.sectionTitle} tabIndex={-1}>
            What is Swapsies?
          </h2>
          <p className={styles.sectionLead}>
            A free social platform for swapping, rehoming and donating unwanted items. Your spare stuff gets a second
            life, and you get something you actually want, from people you know.
          </p>
          <ul className={styles.features}>
            {FEATURES.map((feature) => (
              <li key={feature.title} className={styles.feature}>
                <div className={styles.featureIcon} aria-hidden="true">
                  <Illustration name={feature.icon} size={30} />
                </div>
                <h3 className={styles.featureTitle}>{feature.title}</h3>
                <p className={styles.featureText}>{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.howBand}>
          <section id={HOW_IT_WORKS_ID} className={styles.section} aria-labelledby={`${HOW_IT_WORKS_ID}-title`}>
            <h2 id={`${HOW_IT_WORKS_ID}-title`} className={styles.sectionTitle} tabIndex={-1}>
              How it works
            </h2>
            <p className={styles.sectionLead}>Four easy steps from clutter to cheers.</p>
            <ol className={styles.steps}>
              {STEPS.map((step, index) => (
                <li key={step.title} className={styles.step}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3 className={styles.stepTitle}>
                    <span className="visually-hidden">Step {index + 1}: </span>
                    {step.title}
                    {'optional' in step ? <span className={styles.optional}>Optional</span> : null}
                  </h3>
                  <p className={styles.stepText}>{step.text}</p>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <section className={styles.tryIt} aria-labelledby={tryTitleId}>
          <div className={styles.tryCard}>
            <h2 id={tryTitleId}>Try it</h2>
            <p>It's free, it takes two minutes, and your first swap could be this week.</p>
            <ButtonLink to={joinPath} variant="accent" size="large">
              Try it yourself
            </ButtonLink>
          </div>
        </section>
      </main>

      <footer className={styles.footer}>
        <ul className={styles.footerLinks}>
          <li>
            <Link to={paths.legal('privacy-policy')}>Privacy Policy</Link>
          </li>
          <li>
            <Link to={paths.legal('terms-of-service')}>Terms of Service</Link>
          </li>
          <li>
            <Link to={paths.legal('cookies-policy')}>Cookies Policy</Link>
          </li>
        </ul>
        <p>© {new Date().getFullYear()} Swapsies · Swap it, rehome it, donate it.</p>
      </footer>

      {isMobile ? (
        <nav className={styles.bottomBar} aria-label="Get started">
          <ButtonLink to={joinPath} variant="accent">
            Try it yourself
          </ButtonLink>
          <SignInLink enabled={webLoginEnabled} />
        </nav>
      ) : null}
    </div>
  );
}
