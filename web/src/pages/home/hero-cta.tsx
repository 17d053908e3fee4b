import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Exposure, useSettledExperiment } from '../../analytics/use-experiment';
import { useT } from '../../i18n/i18n';
import './hero-cta.css';

export const HERO_EXPERIMENT = 'hero_cta_test';
/** The longest a first visit waits for its assignment before the hero falls back to control. */
export const HERO_WAIT_MS = 1500;

/**
 * The hero's call to action under `hero_cta_test`: control is the search alone (today's hero);
 * variant_a adds "Post a buying request" beside it. Until the variant is known the area is a
 * placeholder of the search's size, so nobody sees control turn into the variant.
 */
export function HeroCta({ search }: { search: ReactNode }) {
  const t = useT('home');
  const { variant, timedOut } = useSettledExperiment(HERO_EXPERIMENT, HERO_WAIT_MS);
  if (variant === undefined) return <div className="sk-hero-cta-wait" aria-busy="true" />;
  return (
    <>
      {variant === 'variant_a' ? (
        <div className="sk-hero-cta-row">
          {search}
          <Link to="/rfq/new" className="sk-btn sk-btn-accent sk-hero-cta-rfq">
            {t('hero.postRequest')}
          </Link>
        </div>
      ) : (
        search
      )}
      {!timedOut && <Exposure experiment={HERO_EXPERIMENT} variant={variant} />}
    </>
  );
}
