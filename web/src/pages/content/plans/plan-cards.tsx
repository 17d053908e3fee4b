import { Link } from 'react-router';
import { useLocale } from '../../../i18n/i18n';
import { plansFor } from './plans';
import './plans.css';

/**
 * The three plan cards (no UI library: light enough for the home page). Buttons go to /register,
 * Enterprise to /contact, as the spec says.
 */
export function PlanCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { lang } = useLocale();
  const { plans, popularLabel, feeLabel } = plansFor(lang);
  const H = headingLevel;
  return (
    <ul className="sk-plans">
      {plans.map((p) => (
        <li key={p.id} className={p.popular ? 'sk-plan sk-plan--popular' : 'sk-plan'} data-plan={p.id}>
          {p.popular && <span className="sk-plan__badge">{popularLabel}</span>}
          <H className="sk-plan__name">{p.name}</H>
          <p className="sk-plan__price">
            <strong>{p.priceLabel}</strong>
            {p.period && <span> {p.period}</span>}
          </p>
          <p className="sk-plan__fee">{feeLabel(p.transactionFeePercent)}</p>
          <p className="sk-plan__desc">{p.description}</p>
          <ul className="sk-plan__features">
            {p.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <Link
            to={p.cta.to}
            className={p.popular ? 'sk-plan__cta sk-plan__cta--primary' : 'sk-plan__cta'}
            aria-label={`${p.cta.label} — ${p.name}`}
          >
            {p.cta.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
