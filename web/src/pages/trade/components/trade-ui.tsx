import { Alert, Result, Tag } from 'antd';
import { use, useCallback, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { ApiError } from '../../../api/problem';
import { PageMeta } from '../../../app/page-meta';
import { isBuyer, isSeller, useSessionUser } from '../../../auth/auth-context';
import { session, type SessionUser } from '../../../auth/session';
import { useLocale, useT } from '../../../i18n/i18n';
import { unitLabel } from '../../browse/components/unit-label';
import { formatMoney } from '../lib/trade-money';
import type { OrderStatus } from '../lib/order-status';
import { statusColor } from '../lib/order-status';
import { useSellerName } from '../trade-api';

/** Formats integer minor units in the reader's locale. */
export function useMoney() {
  const { intl } = useLocale();
  return useCallback(
    (amountMinor: number | bigint, currency: string) => formatMoney(amountMinor, currency, intl),
    [intl],
  );
}

/** A seller's unit after a quantity ("4 bags"), in the reader's language where the storefront knows it. */
export function useUnit() {
  const tb = useT('browse');
  return useCallback((unit: string) => unitLabel(tb, unit), [tb]);
}

/** Dates and times in the reader's locale. */
export function useDateTime() {
  const { intl } = useLocale();
  return useCallback(
    (iso: string | null | undefined, withTime = true) =>
      iso
        ? new Intl.DateTimeFormat(
            intl,
            withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
          ).format(new Date(iso))
        : '—',
    [intl],
  );
}

export function StatusTag({ status }: { status: OrderStatus }) {
  const t = useT('trade');
  return <Tag color={statusColor(status)}>{t(`status.${status}`)}</Tag>;
}

/** The seller's storefront name, the short id until it arrives (or when the storefront is gone). */
export function SellerName({ sellerId }: { sellerId: string }) {
  const name = useSellerName(sellerId);
  return <>{name ?? `${sellerId.slice(0, 8)}…`}</>;
}

export function ErrorAlert({ error, fallback }: { error: unknown; fallback?: string }) {
  const t = useT('trade');
  const text = error instanceof ApiError ? error.message : (fallback ?? t('error.network'));
  return <Alert type="error" showIcon role="alert" title={text} />;
}

/** A 404 from trade: not one of the caller's (the same answer as "does not exist"). */
export function NotFound({ back, backLabel }: { back: string; backLabel: string }) {
  const t = useT('trade');
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={
        <Link className="sk-btn" to={back}>
          {backLabel}
        </Link>
      }
    />
  );
}

/**
 * Signed-in pages of one side of trade: a visitor goes to sign in and comes back; an account
 * without the role is told why there is nothing here (the server would answer 403 anyway).
 */
export function RequireRole({
  role,
  children,
}: {
  role: 'buyer' | 'seller';
  children: (user: SessionUser) => ReactNode;
}) {
  const t = useT('trade');
  use(session.restore()); // A reload must not bounce a signed-in user to /login before the session is back.
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  const allowed = role === 'buyer' ? isBuyer(user.role) : isSeller(user.role);
  if (!allowed)
    return (
      <Result
        status="403"
        title={t(`role.${role}.title`)}
        subTitle={t(`role.${role}.text`)}
        extra={
          <Link className="sk-btn" to="/">
            {t('role.home')}
          </Link>
        }
      />
    );
  return <>{children(user)}</>;
}

/** A page of the trade screens: the container, its heading and an optional line under it. */
export function TradePage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="sk-container sk-trade-page">
      <PageMeta title={title} description={title} noIndex />
      <h1>{title}</h1>
      {lead && <p className="sk-trade-lead">{lead}</p>}
      {children}
    </div>
  );
}
