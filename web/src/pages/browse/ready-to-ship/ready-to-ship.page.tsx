import { PageMeta } from '../../../app/page-meta';
import { useT } from '../../../i18n/i18n';
import { SearchResults } from '../components/search-results';
import '../browse.css';

/**
 * /ready-to-ship — products the supplier has in stock to dispatch now: the search's own
 * `readyToShip` filter (sellers set it on the product), with every other filter still available.
 */
export default function ReadyToShipPage() {
  const t = useT('browse');
  return (
    <div className="bw-page">
      <PageMeta title={t('rts.title')} description={t('rts.description')} />
      <h1 className="bw-page__title">{t('rts.title')}</h1>
      <p className="bw-lead">{t('rts.lead')}</p>
      <SearchResults fixed={{ readyToShip: true }} />
    </div>
  );
}
