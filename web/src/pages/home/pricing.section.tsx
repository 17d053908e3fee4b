import { Link } from 'react-router';
import { useCurrency } from '../../currency/currency-context';
import { useT } from '../../i18n/i18n';

/** Spec §9: Starter free (50 products, 5 %), Professional $29/month (unlimited, 3 %), Enterprise custom (2 %). */
export const PLANS = [
  { id: 'starter', priceUsdCents: 0, feePercent: 5, to: '/register', popular: false },
  { id: 'professional', priceUsdCents: 2900, feePercent: 3, to: '/register', popular: true },
  { id: 'enterprise', priceUsdCents: null, feePercent: 2, to: '/contact', popular: false },
] as const;

export function PricingSection() {
  const t = useT('home');
  const { format } = useCurrency();
  return (
    <section className="sk-section sk-section-soft" aria-labelledby="pricing-title">
      <div className="sk-container">
        <h2 id="pricing-title" className="sk-section-title">
          {t('pricing.title')}
        </h2>
        <p className="sk-section-lead">{t('pricing.lead')}</p>
        <ul className="sk-plans">
          {PLANS.map((p) => (
            <li key={p.id} className={`sk-plan${p.popular ? ' sk-plan-popular' : ''}`}>
              {p.popular && <span className="sk-plan-tag">{t('pricing.popular')}</span>}
              <h3>{t(`pricing.${p.id}`)}</h3>
              <p className="sk-plan-price">
                {p.priceUsdCents === null ? (
                  t('pricing.custom')
                ) : p.priceUsdCents === 0 ? (
                  t('pricing.free')
                ) : (
                  <>
                    {format(p.priceUsdCents, 'USD')}
                    <span> {t('pricing.perMonth')}</span>
                  </>
                )}
              </p>
              <p>{t(`pricing.${p.id}Text`)}</p>
              <ul className="sk-plan-features">
                {[1, 2, 3].map((n) => (
                  <li key={n}>{t(`pricing.${p.id}${n}`, { fee: p.feePercent })}</li>
                ))}
              </ul>
              <Link to={p.to} className={`sk-btn${p.popular ? '' : ' sk-btn-ghost'}`}>
                {t(`pricing.${p.id}Cta`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
