import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/i18n';
import { COMPARE_MAX, COMPARE_MIN, compareHref } from '../lib/compare-ids';
import { useCompareSelection } from '../lib/compare-store';
import { plural } from '../lib/plural';

/** The products picked for comparison, pinned to the bottom of result pages while there are any. */
export function CompareBar() {
  const t = useT('browse');
  const { intl } = useLocale();
  const { items, toggle, clear } = useCompareSelection();
  if (items.length === 0) return null;
  const ready = items.length >= COMPARE_MIN;
  return (
    <section className="bw-compare-bar" aria-label={t('compare.bar')}>
      <p className="bw-compare-bar__count">
        {t('compare.count', { n: items.length.toLocaleString(intl), max: COMPARE_MAX.toLocaleString(intl) })}
      </p>
      <ul className="bw-compare-bar__items">
        {items.map((i) => (
          <li key={i.id}>
            <span className="bw-compare-bar__name">{i.name}</span>
            <button
              type="button"
              className="bw-icon-button"
              aria-label={t('compare.remove', { name: i.name })}
              onClick={() => toggle(i)}
            >
              <CloseOutlined aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <div className="bw-compare-bar__actions">
        {ready ? (
          <Link className="bw-button bw-button--primary" to={compareHref(items.map((i) => i.id))}>
            {plural(t, 'compare.go', items.length, intl)}
          </Link>
        ) : (
          <span className="bw-muted">{t('compare.needTwo')}</span>
        )}
        <Button type="link" onClick={clear}>
          {t('compare.clear')}
        </Button>
      </div>
    </section>
  );
}
