import { Link } from 'react-router';
import { useT } from '../i18n/i18n';
import { LogoMark } from './icons';
import { DataSaverToggle } from './image/data-saver-toggle';
import './footer.css';

const COLUMNS: readonly { title: string; links: readonly (readonly [string, string])[] }[] = [
  {
    title: 'footer.company',
    links: [
      ['footer.howItWorks', '/how-it-works'],
      ['footer.blog', '/blog'],
      ['footer.investorRelations', '/investor-relations'],
      ['footer.forInvestors', '/for-investors'],
      ['footer.contact', '/contact'],
    ],
  },
  {
    title: 'footer.trade',
    links: [
      ['footer.membership', '/membership'],
      ['footer.sell', '/sell-on-sokoni'],
      ['footer.buyerOnboarding', '/buyer-onboarding'],
      ['footer.sellerOnboarding', '/seller-onboarding'],
    ],
  },
  {
    title: 'footer.help',
    links: [
      ['footer.helpCenter', '/help-center'],
      ['footer.support', '/support'],
      ['footer.faq', '/faq'],
      ['footer.internationalSupport', '/international-support'],
    ],
  },
  {
    title: 'footer.legal',
    links: [
      ['footer.privacy', '/privacy-policy'],
      ['footer.terms', '/terms-and-conditions'],
    ],
  },
];

/**
 * The security badges of the spec, worded so each is true of a Sokoni deployment: HTTPS with
 * modern ciphers, staff-reviewed supplier verification. "ISO Certified" is not (no audit has been
 * made), so that badge says what is true instead: controls aligned with ISO 27001.
 */
export const SECURITY_BADGES = [
  ['badge.ssl', 'badge.sslText'],
  ['badge.encryption', 'badge.encryptionText'],
  ['badge.iso', 'badge.isoText'],
  ['badge.verified', 'badge.verifiedText'],
] as const;

export function Footer() {
  const t = useT('common');
  return (
    <footer className="sk-footer">
      <div className="sk-container sk-footer-grid">
        <div className="sk-footer-brand">
          <Link to="/" className="sk-footer-logo">
            <LogoMark />
            <span>Sokoni</span>
            <span className="sk-visually-hidden"> — {t('header.home')}</span>
          </Link>
          <p>{t('footer.tagline')}</p>
          <ul className="sk-footer-claims">
            <li>{t('footer.claimEscrow')}</li>
            <li>{t('footer.claimCountries')}</li>
            <li>{t('footer.claimVerified')}</li>
          </ul>
          <DataSaverToggle />
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={t(col.title)}>
            <h2>{t(col.title)}</h2>
            <ul>
              {col.links.map(([label, to]) => (
                <li key={to}>
                  <Link to={to}>{t(label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="sk-container">
        <ul className="sk-footer-badges" aria-label={t('badge.title')}>
          {SECURITY_BADGES.map(([title, text]) => (
            <li key={title} title={t(text)}>
              <span aria-hidden="true">🔒</span> {t(title)}
            </li>
          ))}
        </ul>
        <p className="sk-footer-legal">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
