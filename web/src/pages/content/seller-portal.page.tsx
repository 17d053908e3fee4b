import { Link } from 'react-router';
import { isSeller, useSessionUser } from '../../auth/auth-context';
import { useT } from '../../i18n/i18n';
import { ContentPage } from './render/content-page';

const TOOLS = [
  { key: 'newProduct', to: '/products/new' },
  { key: 'products', to: '/seller/products' },
  { key: 'dashboard', to: '/seller/dashboard' },
  { key: 'verification', to: '/advanced-verification' },
] as const;

/**
 * /seller/portal (a home-page tile): a seller (or "both") gets their tools; a buyer is told how to
 * start selling; a visitor is asked to sign in or sign up. The role is the server's, never guessed.
 */
export default function SellerPortalPage() {
  return <ContentPage page="seller-portal" top={<PortalEntry />} />;
}

function PortalEntry() {
  const t = useT('content');
  const user = useSessionUser();
  if (user && isSeller(user.role))
    return (
      <section aria-labelledby="portal-tools" className="sk-portal">
        <h2 id="portal-tools">
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
        <p>{t('portal.buyer.text')}</p>
        <p className="sk-links">
          <Link className="sk-btn sk-btn--primary" to="/seller-onboarding">
            {t('portal.buyer.guide')}
          </Link>
          <Link className="sk-btn" to="/contact?topic=selling">
            {t('portal.buyer.contact')}
          </Link>
        </p>
      </div>
    );
  return (
    <div className="sk-note">
      <p>{t('portal.signedOut.text')}</p>
      <p className="sk-links">
        <Link className="sk-btn sk-btn--primary" to="/login?next=%2Fseller%2Fportal">
          {t('portal.signedOut.login')}
        </Link>
        <Link className="sk-btn" to="/register">
          {t('portal.signedOut.register')}
        </Link>
      </p>
    </div>
  );
}
