import { Link } from 'react-router';
import { PageMeta } from '../../app/page-meta';
import { useT } from '../../i18n/i18n';
import { CategoriesBlock, FxBlock, StatsBlock, TrendingBlock } from './market.sections';
import './market.css';

/**
 * /market-intelligence: what the marketplace itself knows today (counts, searches, categories,
 * the rates prices are converted at), each section from a live API read — nothing made up here.
 */
export default function MarketIntelligencePage() {
  const t = useT('market');
  return (
    <div className="sk-container sk-market">
      <PageMeta title={t('title')} description={t('meta.description')} path="/market-intelligence" />
      <header className="sk-market-head">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <StatsBlock />
      <div className="sk-market-grid">
        <TrendingBlock />
        <CategoriesBlock />
      </div>
      <FxBlock />
      <section className="sk-market-section" aria-labelledby="market-afcfta">
        <h2 id="market-afcfta">{t('afcfta.title')}</h2>
        <p>{t('afcfta.p1')}</p>
        <p>{t('afcfta.p2')}</p>
        <ul>
          <li>{t('afcfta.origin')}</li>
          <li>{t('afcfta.documents')}</li>
          <li>{t('afcfta.incoterms')}</li>
          <li>{t('afcfta.payment')}</li>
        </ul>
        <p className="sk-market-links">
          <Link to="/international-support">{t('afcfta.international')}</Link>
          <Link to="/trade-services">{t('afcfta.services')}</Link>
        </p>
      </section>
    </div>
  );
}
