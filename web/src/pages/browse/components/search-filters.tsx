import { Button, Checkbox } from 'antd';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrency } from '../../../currency/currency-context';
import { useLocale, useT } from '../../../i18n/i18n';
import type { SearchFacets } from '../api/types';
import { countryName, flagEmoji } from '../lib/country';
import type { SearchState } from '../lib/search-state';

export interface FiltersProps {
  state: SearchState;
  facets: SearchFacets | undefined;
  /** The URL of the state changed by a patch (page back to 1). */
  hrefWith: (patch: Partial<Omit<SearchState, 'page'>>) => string;
  /** Where a category value leads: the search filters by it, a category page opens the subcategory. */
  categoryHref: (path: string) => string;
  /** Filters the page fixes (a category page's category, the ready-to-ship page's flag). */
  fixed: { category?: boolean; readyToShip?: boolean };
}

const text = (v: number | undefined) => (v === undefined ? '' : String(v));

/** A typed amount: a non-negative number with at most the 4 decimals the API takes, else nothing. */
function amount(v: string): number | undefined {
  const n = Number(v.trim().replace(',', '.'));
  return v.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.round(n * 1e4) / 1e4 : undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="bw-filter" aria-labelledby={id}>
      <h3 id={id} className="bw-filter__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Option({
  href,
  selected,
  label,
  count,
}: {
  href: string;
  selected: boolean;
  label: ReactNode;
  count?: string;
}) {
  return (
    <li>
      <Link
        to={href}
        aria-current={selected ? 'true' : undefined}
        className={selected ? 'bw-opt bw-opt--on' : 'bw-opt'}
      >
        <span className="bw-opt__label">{label}</span>
        {count !== undefined && <span className="bw-opt__count"> ({count})</span>}
      </Link>
    </li>
  );
}

/** The facet filters beside the results: values and counts from the search's own facets. */
export function SearchFilters({ state, facets, hrefWith, categoryHref, fixed }: FiltersProps) {
  const t = useT('browse');
  const { intl } = useLocale();
  const { currency, format } = useCurrency();
  const navigate = useNavigate();
  const n = (v: number) => v.toLocaleString(intl);
  const trueCount = (b: { value: boolean; count: number }[] | undefined) =>
    b?.find((x) => x.value)?.count ?? 0;

  // Typed amounts are in the buyer's currency; a band picked from the list is in USD (its unit).
  const typedOwn = state.priceCurrency === undefined || state.priceCurrency === currency;
  const [min, setMin] = useState(typedOwn ? text(state.minPrice) : '');
  const [max, setMax] = useState(typedOwn ? text(state.maxPrice) : '');
  const [moq, setMoq] = useState(text(state.moq));
  useEffect(() => {
    setMin(typedOwn ? text(state.minPrice) : '');
    setMax(typedOwn ? text(state.maxPrice) : '');
    setMoq(text(state.moq));
  }, [state.minPrice, state.maxPrice, state.moq, typedOwn]);

  const applyPrice = () => {
    const lo = amount(min);
    const hi = amount(max);
    const [a, b] = lo !== undefined && hi !== undefined && lo > hi ? [hi, lo] : [lo, hi];
    void navigate(hrefWith({ minPrice: a, maxPrice: b, priceCurrency: currency }));
  };
  const applyMoq = () => {
    const n = amount(moq);
    void navigate(hrefWith({ moq: n !== undefined && n >= 1 ? Math.floor(n) : undefined }));
  };

  return (
    <div className="bw-filters">
      {facets && facets.category.length > 0 && (
        <Section title={state.category || fixed.category ? t('filters.subcategory') : t('filters.category')}>
          <ul className="bw-opts">
            {!fixed.category && state.category && (
              <Option
                href={hrefWith({ category: undefined })}
                selected={false}
                label={t('filters.allCategories')}
              />
            )}
            {facets.category.map((c) => (
              <Option
                key={c.value}
                href={categoryHref(c.value)}
                selected={false}
                label={c.name}
                count={n(c.count)}
              />
            ))}
          </ul>
        </Section>
      )}

      <Section title={t('filters.country')}>
        <ul className="bw-opts">
          {state.country && (
            <Option
              href={hrefWith({ country: undefined })}
              selected={false}
              label={t('filters.allCountries')}
            />
          )}
          {(facets?.country ?? []).map((c) =>
            c.value === 'other' ? (
              <li key="other" className="bw-opt bw-opt--static">
                {t('filters.otherCountries')} <span className="bw-opt__count">({n(c.count)})</span>
              </li>
            ) : (
              <Option
                key={c.value}
                href={hrefWith({ country: state.country === c.value ? undefined : c.value })}
                selected={state.country === c.value}
                label={
                  <>
                    <span aria-hidden="true">{flagEmoji(c.value)} </span>
                    {countryName(c.value, intl)}
                  </>
                }
                count={n(c.count)}
              />
            ),
          )}
        </ul>
      </Section>

      <Section title={t('filters.price')}>
        <ul className="bw-opts">
          {(facets?.priceBand ?? []).map((b) => {
            const selected =
              state.priceCurrency === 'USD' &&
              state.minPrice === b.fromUsd &&
              state.maxPrice === (b.toUsd ?? undefined);
            const from = format(Math.round(b.fromUsd * 100), 'USD');
            const label =
              b.toUsd === null
                ? t('filters.priceOver', { from })
                : t('filters.priceBetween', { from, to: format(Math.round(b.toUsd * 100), 'USD') });
            return (
              <Option
                key={b.value}
                href={
                  selected
                    ? hrefWith({ minPrice: undefined, maxPrice: undefined })
                    : hrefWith({ minPrice: b.fromUsd, maxPrice: b.toUsd ?? undefined, priceCurrency: 'USD' })
                }
                selected={selected}
                label={label}
                count={n(b.count)}
              />
            );
          })}
        </ul>
        <form
          className="bw-range"
          onSubmit={(e) => {
            e.preventDefault();
            applyPrice();
          }}
        >
          <input
            type="number"
            className="bw-input"
            inputMode="decimal"
            min={0}
            step="any"
            aria-label={t('filters.minPrice', { currency })}
            placeholder={t('filters.min')}
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />
          <span aria-hidden="true">–</span>
          <input
            type="number"
            className="bw-input"
            inputMode="decimal"
            min={0}
            step="any"
            aria-label={t('filters.maxPrice', { currency })}
            placeholder={t('filters.max')}
            value={max}
            onChange={(e) => setMax(e.target.value)}
          />
          <Button htmlType="submit">{t('filters.apply')}</Button>
        </form>
        <p className="bw-hint">{t('filters.priceHint', { currency })}</p>
      </Section>

      <Section title={t('filters.moq')}>
        <form
          className="bw-range"
          onSubmit={(e) => {
            e.preventDefault();
            applyMoq();
          }}
        >
          <input
            type="number"
            className="bw-input"
            inputMode="numeric"
            min={1}
            step={1}
            aria-label={t('filters.moqMax')}
            placeholder={t('filters.moqPlaceholder')}
            value={moq}
            onChange={(e) => setMoq(e.target.value)}
          />
          <Button htmlType="submit">{t('filters.apply')}</Button>
        </form>
      </Section>

      <Section title={t('filters.supplier')}>
        <Checkbox
          checked={state.verified === true}
          onChange={(e) => void navigate(hrefWith({ verified: e.target.checked ? true : undefined }))}
        >
          {t('filters.verified')} <span className="bw-opt__count">({n(trueCount(facets?.verified))})</span>
        </Checkbox>
        {!fixed.readyToShip && (
          <Checkbox
            checked={state.readyToShip === true}
            onChange={(e) => void navigate(hrefWith({ readyToShip: e.target.checked ? true : undefined }))}
          >
            {t('filters.readyToShip')}{' '}
            <span className="bw-opt__count">({n(trueCount(facets?.readyToShip))})</span>
          </Checkbox>
        )}
      </Section>
    </div>
  );
}
