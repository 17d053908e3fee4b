import { use } from 'react';
import { Link } from 'react-router';
import { isBuyer, useSessionUser } from '../../../auth/auth-context';
import { session } from '../../../auth/session';
import { useT } from '../../../i18n/i18n';
import { ContentPage } from '../render/content-page';

export const TOOLS = [
  { key: 'orders', to: '/orders' },
  { key: 'rfq', to: '/rfq/new' },
  { key: 'wishlist', to: '/wishlist' },
  { key: 'cart', to: '/cart' },
  { key: 'suppliers', to: '/suppliers/directory' },
  { key: 'central', to: '/buyer-central' },
] as const;

/**
 * /buyer/portal: a buyer (or "both") gets their tools; a seller-only account is told how to start
 * buying; a visitor is asked to sign in or sign up. The role is the server's, never guessed.
 */
export default function BuyerPortalPage() {
  use(session.restore());
  return <ContentPage page="buyer-portal" top={<PortalEntry />} />;
}

export function PortalEntry() {
  const t = useT('services');
  const user = useSessionUser();
  if (user && isBuyer(user.role))
    return (
      <section aria-labelledby="buyer-tools" className="sk-portal">
        <h2 id="buyer-tools">
          {t('portal.tools.heading', { business: user.businessName || user.fullName })}
        </h2>
        <ul className="sk-tiles">
          {TOOLS.map((tool) => (
            <li key={tool.key}>
              <Link className="sk-tile" to={tool.to}>
                <strong>{t(`portal.tool.${tool.key}.title`)}</strong>
                <span>{t(`portal.tool.${tool.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  if (user)
    return (
      <div className="sk-note" role="note">
        <p>{t('portal.notBuyer.text')}</p>
        <p className="sk-links">
          <Link className="sk-btn sk-btn--primary" to="/buyer-central">
            {t('portal.tool.central.title')}
          </Link>
          <Link className="sk-btn" to="/contact?topic=buying">
            {t('portal.notBuyer.contact')}
          </Link>
        </p>
      </div>
    );
  return (
    <div className="sk-note">
      <p>{t('portal.signedOut.text')}</p>
      <p className="sk-links">
        <Link className="sk-btn sk-btn--primary" to="/login?next=%2Fbuyer%2Fportal">
          {t('portal.signedOut.login')}
        </Link>
        <Link className="sk-btn" to="/register">
          {t('portal.signedOut.register')}
        </Link>
      </p>
    </div>
  );
}
