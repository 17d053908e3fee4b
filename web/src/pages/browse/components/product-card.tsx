import { Checkbox } from 'antd';
import { Link } from 'react-router';
import { useCurrency } from '../../../currency/currency-context';
import { useLocale, useT } from '../../../i18n/i18n';
import type { ProductCard as Card } from '../api/types';
import { useCompareSelection } from '../lib/compare-store';
import { plural } from '../lib/plural';
import { CountryLabel } from './country-label';
import { ProductImageBox } from './product-image-box';
import { unitLabel } from './unit-label';
import { VerifiedBadge } from './verified-badge';
import { WishlistButton } from './wishlist-button';

/** What the card's picture takes of the screen, for the browser to pick its size (browse.css). */
const SIZES = {
  grid: '(min-width: 1200px) 16rem, (min-width: 900px) 30vw, (min-width: 500px) 50vw, 100vw',
  list: '10rem',
};

/**
 * A search result. The product name is the card's one link (its accessible name is the name);
 * the picture repeats it for the pointer but is hidden from the keyboard and screen readers.
 * `priority`: the first result, above the fold, whose picture should not wait.
 */
export function ProductCard({
  card,
  mode,
  priority,
}: {
  card: Card;
  mode: 'grid' | 'list';
  priority?: boolean;
}) {
  const t = useT('browse');
  const { intl } = useLocale();
  const { format } = useCurrency();
  const compare = useCompareSelection();
  const href = `/products/${card.id}`;
  const unit = unitLabel(t, card.unit);
  const perUnit = unitLabel(t, card.unit, 'one');
  const inCompare = compare.has(card.id);
  // The search converted the price to the currency it was asked in; format() converts onwards when
  // that is not the buyer's (a shared link with a price filter in another currency).
  const price = format(card.convertedMinPrice.amountMinor, card.convertedMinPrice.currency);
  const imageUrl = card.image?.thumbnailUrl ?? card.image?.url ?? null;

  return (
    <article className={`bw-card bw-card--${mode}`}>
      <div className="bw-card__media">
        <ProductImageBox
          image={card.image}
          title={card.title}
          sizes={SIZES[mode]}
          priority={priority}
          wrap={(box) => (
            <Link to={href} tabIndex={-1} aria-hidden="true">
              {box}
            </Link>
          )}
        />
      </div>
      <div className="bw-card__body">
        <h3 className="bw-card__title">
          <Link to={href}>{card.title}</Link>
        </h3>
        <p className="bw-card__price">
          <span className="bw-price">{t('card.from', { price })}</span>{' '}
          <span className="bw-muted">{t('card.perUnit', { unit: perUnit })}</span>
        </p>
        <p className="bw-card__moq">{t('card.moq', { moq: card.moq.toLocaleString(intl), unit })}</p>
        <p className="bw-card__meta">
          <CountryLabel code={card.originCountry} />
          {card.readyToShip ? (
            <span className="bw-tag bw-tag--fast">{t('card.readyToShip')}</span>
          ) : card.leadTimeDays !== null ? (
            <span className="bw-muted">{plural(t, 'card.leadTime', card.leadTimeDays, intl)}</span>
          ) : null}
        </p>
        <p className="bw-card__supplier">
          <Link to={`/suppliers/${card.supplier.id}`} className="bw-muted-link">
            {card.supplier.name}
          </Link>
          {card.supplier.verified && <VerifiedBadge compact />}
        </p>
        <div className="bw-card__actions">
          <Checkbox
            checked={inCompare}
            disabled={!inCompare && compare.full}
            onChange={() => compare.toggle({ id: card.id, name: card.title })}
            aria-label={t('compare.toggle', { name: card.title })}
          >
            {t('compare.label')}
          </Checkbox>
          <WishlistButton id={card.id} name={card.title} image={imageUrl} />
        </div>
      </div>
    </article>
  );
}
