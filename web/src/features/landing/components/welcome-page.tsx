import { commonWords, landingWords } from '@swapsies/contract';
import { type MouseEvent, useId } from 'react';
import { Link } from 'react-router';
import appBar from '@/components/ui/app-bar.module.css';
import { ButtonLink, InertLink } from '@/components/ui/button.tsx';
import { GetTheApp } from '@/components/ui/get-app.tsx';
import { Illustration, type IllustrationName } from '@/components/ui/illustration.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { useRuntimeConfig } from '@/data/runtime-config.ts';
import { LEGAL_LINKS } from '@/lib/legal-links.ts';
import { paths } from '@/lib/paths.ts';
import { useIsMobile, usePrefersReducedMotion } from '@/lib/use-media-query.ts';
import { useReferral } from '../hooks/use-referral.ts';
import styles from './welcome-page.module.css';

export const WHAT_IS_IT_ID = 'what-is-it';
export const HOW_IT_WORKS_ID = 'how-it-works';

const FEATURE_ICONS = ['people', 'pint', 'heart'] as const satisfies readonly IllustrationName[];
const HERO_ICONS = ['bike', 'book', 'plant', 'headphones'] as const satisfies readonly IllustrationName[];

type SectionLinkHandler = (event: MouseEvent<HTMLAnchorElement>, id: string) => void;

/** The header links glide to their section and move focus to its heading, without touching the URL. */
function useScrollToSection(): SectionLinkHandler {
  const reducedMotion = usePrefersReducedMotion();
  return (event, id) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };
}

function SignInLink({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <ButtonLink to={paths.login} variant="secondary">
      {landingWords.signIn}
    </ButtonLink>
  ) : (
    <InertLink asButton variant="secondary" reason={landingWords.signInOff}>
      {landingWords.signIn}
    </InertLink>
  );
}

interface JoinProps {
  joinPath: string;
  webLoginEnabled: boolean;
}

function WelcomeHeader({ joinPath, webLoginEnabled, isMobile }: JoinProps & { isMobile: boolean }) {
  const scrollToSection = useScrollToSection();
  const sections = [
    [WHAT_IS_IT_ID, landingWords.whatIsIt],
    [HOW_IT_WORKS_ID, landingWords.howItWorks],
  ] as const;
  return (
    <header className={appBar.bar}>
      <div className={appBar.inner}>
        <Link to={paths.home} className={appBar.brand} aria-label={commonWords.homeLink}>
          <Logo withWordmark={!isMobile} />
        </Link>
        <nav aria-label={landingWords.onThisPage} className={styles.sectionNav}>
          <ul className={styles.sectionLinks}>
            {sections.map(([id, label]) => (
              <li key={id}>
                <a className={styles.sectionLink} href={`#${id}`} onClick={(e) => scrollToSection(e, id)}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {isMobile ? null : (
          <div className={styles.topActions}>
            <ButtonLink to={joinPath} variant="accent">
              {landingWords.tryIt}
            </ButtonLink>
            <SignInLink enabled={webLoginEnabled} />
          </div>
        )}
      </div>
    </header>
  );
}

function Hero({ joinPath, appStoreUrl }: { joinPath: string; appStoreUrl: string }) {
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <div className={styles.heroInner}>
        <div>
          <p className={styles.eyebrow}>{landingWords.heroEyebrow}</p>
          <h1 id={titleId} className={styles.heroTitle}>
            {landingWords.heroTitle} <em>{landingWords.heroTitleEmphasis}</em>
          </h1>
          <p className={styles.heroLead}>{landingWords.heroLead}</p>
          <div className={styles.heroActions}>
            <ButtonLink to={joinPath} variant="accent" size="large">
              {landingWords.tryIt}
            </ButtonLink>
            <GetTheApp appStoreUrl={appStoreUrl} />
          </div>
        </div>
        <div className={styles.art} aria-hidden="true">
          {HERO_ICONS.map((icon) => (
            <div key={icon} className={styles.itemCard}>
              <Illustration name={icon} size={52} className={styles.itemIcon} />
              {landingWords.heroItems[icon].name}
              <span className={styles.itemTag}>{landingWords.heroItems[icon].category}</span>
            </div>
          ))}
          <span className={styles.matchBadge}>{landingWords.matchBadge}</span>
        </div>
      </div>
    </section>
  );
}

function WhatIsIt() {
  return (
    <section id={WHAT_IS_IT_ID} className={styles.section} aria-labelledby={`${WHAT_IS_IT_ID}-title`}>
      <h2 id={`${WHAT_IS_IT_ID}-title`} className={styles.sectionTitle} tabIndex={-1}>
        {landingWords.whatIsSwapsies}
      </h2>
      <p className={styles.sectionLead}>{landingWords.whatLead}</p>
      <ul className={styles.features}>
        {FEATURE_ICONS.map((icon) => (
          <li key={icon} className={styles.feature}>
            <div className={styles.featureIcon} aria-hidden="true">
              <Illustration name={icon} size={30} />
            </div>
            <h3 className={styles.featureTitle}>{landingWords.features[icon].title}</h3>
            <p className={styles.featureText}>{landingWords.features[icon].text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HowItWorks() {
  return (
    <div className={styles.howBand}>
      <section id={HOW_IT_WORKS_ID} className={styles.section} aria-labelledby={`${HOW_IT_WORKS_ID}-title`}>
        <h2 id={`${HOW_IT_WORKS_ID}-title`} className={styles.sectionTitle} tabIndex={-1}>
          {landingWords.howItWorks}
        </h2>
        <p className={styles.sectionLead}>{landingWords.howLead}</p>
        <ol className={styles.steps}>
          {landingWords.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>
                <span className="visually-hidden">{landingWords.stepNumber(index + 1)}</span>
                {step.title}
                {'optional' in step ? <span className={styles.optional}>{landingWords.optional}</span> : null}
              </h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function TryIt({ joinPath }: { joinPath: string }) {
  const titleId = useId();
  return (
    <section className={styles.tryIt} aria-labelledby={titleId}>
      <div className={styles.tryCard}>
        <h2 id={titleId}>{landingWords.tryTitle}</h2>
        <p>{landingWords.tryLead}</p>
        <ButtonLink to={joinPath} variant="accent" size="large">
          {landingWords.tryIt}
        </ButtonLink>
      </div>
    </section>
  );
}

/** The marketing landing page, at / and at /welcome. */
export function WelcomePage() {
  const { webLoginEnabled, appStoreUrl } = useRuntimeConfig();
  const { joinPath } = useReferral();
  const isMobile = useIsMobile();

  return (
    <div className={`${styles.page} ${isMobile ? styles.withBottomBar : ''}`}>
      <WelcomeHeader joinPath={joinPath} webLoginEnabled={webLoginEnabled} isMobile={isMobile} />
      <main id="main-content" tabIndex={-1}>
        <Hero joinPath={joinPath} appStoreUrl={appStoreUrl} />
        <WhatIsIt />
        <HowItWorks />
        <TryIt joinPath={joinPath} />
      </main>
      <footer className={styles.footer}>
        <ul className={styles.footerLinks}>
          {LEGAL_LINKS.map(({ label, to }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
        <p>{commonWords.copyright(new Date().getFullYear())}</p>
      </footer>
      {isMobile ? (
        <nav className={styles.bottomBar} aria-label={landingWords.getStarted}>
          <ButtonLink to={joinPath} variant="accent">
            {landingWords.tryIt}
          </ButtonLink>
          <SignInLink enabled={webLoginEnabled} />
        </nav>
      ) : null}
    </div>
  );
}
