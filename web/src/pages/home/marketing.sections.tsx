import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';

/**
 * The home page's explanatory sections. Every statement here describes how Sokoni works; none is
 * a number or a named customer that could not be checked (live figures come from the API only).
 */
function FeatureGrid({
  id,
  items,
  tone,
}: {
  id: string;
  items: readonly (readonly [key: string, icon: string])[];
  tone?: 'soft';
}) {
  const t = useT('home');
  return (
    <section
      className={`sk-section ${tone === 'soft' ? 'sk-section-soft' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="sk-container">
        <h2 id={`${id}-title`} className="sk-section-title">
          {t(`${id}.title`)}
        </h2>
        <p className="sk-section-lead">{t(`${id}.lead`)}</p>
        <ul className="sk-feature-grid">
          {items.map(([key, icon]) => (
            <li key={key} className="sk-feature">
              <span className="sk-feature-icon" aria-hidden="true">
                {icon}
              </span>
              <h3>{t(`${id}.${key}`)}</h3>
              <p>{t(`${id}.${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const WhyChooseUs = () => (
  <FeatureGrid
    id="why"
    items={[
      ['verified', '🛡️'],
      ['rfq', '📝'],
      ['languages', '🌍'],
      ['mobile', '📶'],
    ]}
  />
);

export const TrustEscrow = () => (
  <FeatureGrid
    id="trust"
    tone="soft"
    items={[
      ['escrow', '🔐'],
      ['release', '✅'],
      ['records', '📜'],
    ]}
  />
);

export const BuyerProtection = () => (
  <FeatureGrid
    id="protection"
    items={[
      ['quality', '🔍'],
      ['refund', '↩️'],
      ['disputes', '⚖️'],
      ['support', '💬'],
    ]}
  />
);

function Steps({ id, steps }: { id: string; steps: readonly string[] }) {
  const t = useT('home');
  return (
    <section className="sk-section" aria-labelledby={`${id}-title`}>
      <div className="sk-container">
        <h2 id={`${id}-title`} className="sk-section-title">
          {t(`${id}.title`)}
        </h2>
        <ol className="sk-steps">
          {steps.map((s) => (
            <li key={s}>
              <h3>{t(`${id}.${s}`)}</h3>
              <p>{t(`${id}.${s}Text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export const HowItWorks = () => <Steps id="how" steps={['register', 'find', 'agree', 'receive']} />;

/** The order protection flow of the spec: place order, escrow, quality check, release. */
export const ProcessSteps = () => <Steps id="process" steps={['order', 'escrow', 'check', 'release']} />;

/** Clearly illustrative: roles and regions, no invented names or photos. */
export function Testimonials() {
  const t = useT('home');
  const items = ['cocoa', 'retail', 'textiles'] as const;
  return (
    <section className="sk-section sk-section-soft" aria-labelledby="voices-title">
      <div className="sk-container">
        <h2 id="voices-title" className="sk-section-title">
          {t('voices.title')}
        </h2>
        <p className="sk-section-lead">{t('voices.note')}</p>
        <ul className="sk-voices">
          {items.map((k) => (
            <li key={k}>
              <figure>
                <blockquote>{t(`voices.${k}`)}</blockquote>
                <figcaption>{t(`voices.${k}Who`)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Benefits() {
  const t = useT('home');
  const col = (who: 'buyers' | 'sellers', to: string) => (
    <div className="sk-benefit">
      <h3>{t(`benefits.${who}`)}</h3>
      <ul>
        {[1, 2, 3].map((n) => (
          <li key={n}>{t(`benefits.${who}${n}`)}</li>
        ))}
      </ul>
      <Link to={to} className="sk-btn">
        {t(`benefits.${who}Cta`)}
      </Link>
    </div>
  );
  return (
    <section className="sk-section" aria-labelledby="benefits-title">
      <div className="sk-container">
        <h2 id="benefits-title" className="sk-section-title">
          {t('benefits.title')}
        </h2>
        <div className="sk-benefits">
          {col('buyers', '/buyer-onboarding')}
          {col('sellers', '/seller-onboarding')}
        </div>
      </div>
    </section>
  );
}
