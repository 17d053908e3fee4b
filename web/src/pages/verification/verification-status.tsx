import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/i18n';
import type { SellerVerification, VerificationState } from './verification-state';

type AlertType = 'info' | 'success' | 'warning' | 'error';

/** The badge's state in words, with the dates in the reader's calendar and the staff's reason. */
export function VerificationStatus({
  state,
  latest,
}: {
  state: VerificationState;
  latest?: SellerVerification;
}) {
  const t = useT('verification');
  const { intl } = useLocale();
  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(intl, { dateStyle: 'long' }).format(new Date(iso)) : '';

  let type: AlertType;
  let title: string;
  let body: ReactNode;
  switch (state.kind) {
    case 'none':
      type = 'info';
      title = t('status.none.title');
      body = t('status.none.text');
      break;
    case 'pending':
      type = 'info';
      title = t('status.pending.title');
      body = t('status.pending.text', { date: date(state.since) });
      break;
    case 'verified':
      type = 'success';
      title = t('status.verified.title');
      body = (
        <>
          <p>
            {state.until
              ? t('status.verified.until', { date: date(state.until) })
              : t('status.verified.noExpiry')}
          </p>
          {state.renewalRejected !== null && (
            <p>{t('status.verified.renewalRejected', { reason: state.renewalRejected })}</p>
          )}
        </>
      );
      break;
    case 'rejected':
      type = 'error';
      title = t('status.rejected.title');
      body = (
        <>
          <p>
            {state.at ? t('status.rejected.text', { date: date(state.at) }) : t('status.rejected.textNoDate')}
          </p>
          {state.reason && <p>{t('status.rejected.reason', { reason: state.reason })}</p>}
          <p>{t('status.rejected.again')}</p>
        </>
      );
      break;
    case 'expired':
      type = 'warning';
      title = t('status.expired.title');
      body = state.at ? t('status.expired.text', { date: date(state.at) }) : t('status.expired.noDate');
      break;
  }
  return (
    <section className="sk-verif-status" aria-labelledby="verif-status" data-status={state.kind}>
      <h2 id="verif-status">{t('status.heading')}</h2>
      <Alert type={type} showIcon title={title} description={body} />
      {latest && <LatestRequest request={latest} date={date} />}
    </section>
  );
}

/** What was sent last, so the seller can check it against their papers (the files are not offered back). */
function LatestRequest({ request, date }: { request: SellerVerification; date: (iso: string) => string }) {
  const t = useT('verification');
  const { intl } = useLocale();
  let country = request.country;
  try {
    country = new Intl.DisplayNames(intl, { type: 'region' }).of(request.country) ?? request.country;
  } catch {
    // An engine without region names: the ISO code still says it.
  }
  const rows: [string, string][] = [
    ['summary.submitted', date(request.submittedAt)],
    ['summary.company', request.companyName],
    ['summary.registration', request.companyRegistrationNumber],
    ['summary.taxId', request.taxId],
    ['summary.country', country],
    ['summary.documents', new Intl.NumberFormat(intl).format(request.documentCount)],
  ];
  return (
    <>
      <h3 className="sk-verif-h3">{t('summary.heading')}</h3>
      <dl className="sk-verif-summary">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
