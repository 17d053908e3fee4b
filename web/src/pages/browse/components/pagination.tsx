import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/i18n';

/** The pages shown around the current one: first, last, and two either side, gaps as null. */
export function pageWindow(current: number, count: number): (number | null)[] {
  const pages = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    // A gap of one page shows that page: "…" would take the same room and hide it.
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push(null);
    out.push(p);
  });
  return out;
}

/** Real links (shareable, open in a new tab, work without script state) to each page. */
export function Pagination({
  page,
  count,
  hrefFor,
}: {
  page: number;
  count: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT('browse');
  const { intl } = useLocale();
  if (count <= 1) return null;
  return (
    <nav className="bw-pages" aria-label={t('pages.label')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev">
              {t('pages.prev')}
            </Link>
          ) : (
            <span aria-disabled="true">{t('pages.prev')}</span>
          )}
        </li>
        {pageWindow(page, count).map((p, i) => (
          <li key={p ?? `gap${i}`}>
            {p === null ? (
              <span aria-hidden="true">…</span>
            ) : p === page ? (
              <span aria-current="page" className="bw-pages__current">
                <span className="bw-sr-only">{t('pages.page')} </span>
                {p.toLocaleString(intl)}
              </span>
            ) : (
              <Link to={hrefFor(p)} aria-label={t('pages.goto', { n: p.toLocaleString(intl) })}>
                {p.toLocaleString(intl)}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < count ? (
            <Link to={hrefFor(page + 1)} rel="next">
              {t('pages.next')}
            </Link>
          ) : (
            <span aria-disabled="true">{t('pages.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
