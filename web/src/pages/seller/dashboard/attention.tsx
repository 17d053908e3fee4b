import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../auth/session';
import { useLocale, useT } from '../../../i18n/i18n';
import { useDateTime } from '../../trade/components/trade-ui';
import { useSellerRfqs } from '../../rfq/rfq-queries';
import type { VerificationState } from '../../verification/verification-state';
import {
  daysUntil,
  RENEW_WITHIN_DAYS,
  SHOWN,
  useOrdersWaiting,
  useProductsIn,
  useVerificationState,
} from './dashboard-api';

function Item({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="sk-dash-item">
      <h3>{title}</h3>
      {children}
    </li>
  );
}

/** Rejected products, each with the review's reason and the way to fix it. */
function Rejected({ user }: { user: SessionUser }) {
  const t = useT('seller');
  const { intl } = useLocale();
  const list = useProductsIn(user.id, 'rejected');
  if (!list.data?.total) return null;
  const n = new Intl.NumberFormat(intl).format(list.data.total);
  return (
    <Item title={t('dash.rejected.title', { count: n })}>
      <ul className="sk-dash-list">
        {list.data.items.map((p) => (
          <li key={p.id}>
            <strong>{p.title}</strong>
            <p className="sk-seller-reason">
              {t('dash.rejected.reason', { reason: p.rejectionReason || t('state.noReason') })}
            </p>
            <Link
              className="sk-btn sk-btn-ghost sk-seller-small"
              to={`/products/edit/${p.id}`}
              aria-label={t('dash.rejected.fixOf', { title: p.title })}
            >
              {t('dash.rejected.fix')}
            </Link>
          </li>
        ))}
      </ul>
      {list.data.total > SHOWN && (
        <Link className="sk-seller-back" to="/seller/products?status=rejected">
          {t('dash.rejected.more')}
        </Link>
      )}
    </Item>
  );
}

function Drafts({ user }: { user: SessionUser }) {
  const t = useT('seller');
  const { intl } = useLocale();
  const list = useProductsIn(user.id, 'draft');
  if (!list.data?.total) return null;
  const n = new Intl.NumberFormat(intl).format(list.data.total);
  return (
    <Item title={t('dash.drafts.title', { count: n })}>
      <p className="sk-trade-fine">{t('dash.drafts.text')}</p>
      <ul className="sk-dash-list">
        {list.data.items.map((p) => (
          <li key={p.id}>
            <Link to={`/products/edit/${p.id}`}>{p.title}</Link>
          </li>
        ))}
      </ul>
      {list.data.total > SHOWN && (
        <Link className="sk-seller-back" to="/seller/products?status=draft">
          {t('dash.drafts.more')}
        </Link>
      )}
    </Item>
  );
}

/** Paid orders wait for an answer, accepted ones for shipping: trade's own filter, one click away. */
function Orders({ user, status }: { user: SessionUser; status: 'paid' | 'accepted' }) {
  const t = useT('seller');
  const { intl } = useLocale();
  const orders = useOrdersWaiting(user.id, status);
  const kind = status === 'paid' ? 'toAccept' : 'toShip';
  if (orders.isError)
    return (
      <Item title={t(`dash.orders.${kind}.title`)}>
        <p className="sk-trade-fine">{t('dash.orders.unavailable')}</p>
      </Item>
    );
  if (!orders.data?.total) return null;
  return (
    <Item title={t(`dash.orders.${kind}.title`)}>
      <p>{t(`dash.orders.${kind}.text`, { count: new Intl.NumberFormat(intl).format(orders.data.total) })}</p>
      <Link className="sk-btn sk-seller-small" to={`/seller/orders?status=${status}`}>
        {t(`dash.orders.${kind}.open`)}
      </Link>
    </Item>
  );
}

/**
 * RFQs meant for the seller (matching their categories, or inviting them) that still take quotes
 * and have none from them: buyers waiting for a price. Page 1 of trade's list, newest first.
 */
function Inquiries({ user }: { user: SessionUser }) {
  const t = useT('seller');
  const { intl } = useLocale();
  const rfqs = useSellerRfqs(user.id, { mine: false, page: 1 });
  if (rfqs.isError)
    return (
      <Item title={t('dash.inquiries.title')}>
        <p className="sk-trade-fine">{t('dash.inquiries.unavailable')}</p>
      </Item>
    );
  const waiting = (rfqs.data?.items ?? []).filter((r) => r.quotingOpen && !r.myQuote);
  if (waiting.length === 0) return null;
  return (
    <Item title={t('dash.inquiries.title')}>
      <p>{t('dash.inquiries.text', { count: new Intl.NumberFormat(intl).format(waiting.length) })}</p>
      <ul className="sk-dash-list">
        {waiting.slice(0, SHOWN).map((r) => (
          <li key={r.id}>
            <Link to={`/rfq/${r.id}`}>{r.title}</Link>
          </li>
        ))}
      </ul>
      <Link className="sk-btn sk-seller-small" to="/seller/inquiries">
        {t('dash.inquiries.open')}
      </Link>
    </Item>
  );
}

/** What the seller's verification asks of them now, if anything. */
export function verificationNotice(
  s: VerificationState,
  now = Date.now(),
): { key: string; tone: 'info' | 'warning' | 'success'; action?: 'start' | 'renew' } {
  switch (s.kind) {
    case 'none':
      return { key: 'none', tone: 'info', action: 'start' };
    case 'pending':
      return { key: 'pending', tone: 'info' };
    case 'rejected':
      return { key: 'rejected', tone: 'warning', action: 'start' };
    case 'expired':
      return { key: 'expired', tone: 'warning', action: 'renew' };
    case 'verified':
      if (s.until === null) return { key: 'verifiedOpen', tone: 'success' };
      return daysUntil(s.until, now) < RENEW_WITHIN_DAYS
        ? { key: 'expiring', tone: 'warning', action: 'renew' }
        : { key: 'verified', tone: 'success' };
  }
}

function Verification({ user }: { user: SessionUser }) {
  const t = useT('seller');
  const date = useDateTime();
  const { state, isError } = useVerificationState(user.id);
  if (isError)
    return (
      <Item title={t('dash.verification.title')}>
        <p className="sk-trade-fine">{t('dash.verification.unavailable')}</p>
      </Item>
    );
  if (!state) return <Skeleton active paragraph={{ rows: 1 }} />;
  const notice = verificationNotice(state);
  const text = t(`dash.verification.${notice.key}`, {
    date: date(
      state.kind === 'verified'
        ? state.until
        : state.kind === 'pending'
          ? state.since
          : state.kind === 'expired'
            ? state.at
            : null,
      false,
    ),
    reason: state.kind === 'rejected' ? state.reason || t('state.noReason') : '',
  });
  return (
    <Item title={t('dash.verification.title')}>
      <Alert type={notice.tone} showIcon title={text} />
      <Link className="sk-btn sk-btn-ghost sk-seller-small sk-dash-after" to="/advanced-verification">
        {t(notice.action ? `dash.verification.${notice.action}` : 'dash.verification.open')}
      </Link>
    </Item>
  );
}

/**
 * What needs the seller now: rejected products with the review's words, drafts, orders to accept
 * and to ship, RFQs waiting for a quote, and the verification badge.
 */
export function Attention({ user }: { user: SessionUser }) {
  const t = useT('seller');
  return (
    <section className="sk-seller-section" aria-labelledby="sk-dash-attention">
      <h2 id="sk-dash-attention">{t('dash.attention.title')}</h2>
      <ul className="sk-dash-attention">
        <Rejected user={user} />
        <Orders user={user} status="paid" />
        <Orders user={user} status="accepted" />
        <Inquiries user={user} />
        <Drafts user={user} />
        <Verification user={user} />
      </ul>
    </section>
  );
}
