import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Skeleton } from 'antd';
import { useLocale, useT, type TFunction } from '../../i18n/i18n';
import { errorText } from '../auth/auth-api';
import { listSessions, signOutOtherSessions, signOutSession, type AccountSession } from './account-api';

const KEY = ['account-sessions'];

/** "Chrome on Android", or what is known of it. */
function deviceName(s: AccountSession, t: TFunction): string {
  if (s.browser && s.os) return t('account.deviceOn', { browser: s.browser, os: s.os });
  return s.browser ?? s.os ?? t('account.deviceUnknown');
}

/** The country's name in the reader's language when the edge told it, else the network. */
function placeName(s: AccountSession, intl: string, t: TFunction): string {
  if (s.country) {
    try {
      return new Intl.DisplayNames([intl], { type: 'region' }).of(s.country) ?? s.country;
    } catch {
      return s.country;
    }
  }
  return s.network ? t('account.network', { network: s.network }) : t('account.placeUnknown');
}

/** Every browser signed in to the account, and a way to sign any of them out at once. */
export function SessionsSection() {
  const t = useT('auth');
  const { intl } = useLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: KEY, queryFn: listSessions });
  const done = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const one = useMutation({
    mutationFn: signOutSession,
    onSuccess: () => void message.success(t('account.sessionSignedOut')),
    onSettled: done,
  });
  const others = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => void message.success(t('account.othersSignedOut')),
    onSettled: done,
  });
  const failure = one.error ?? others.error;
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' });
  const list = sessions.data ?? [];

  return (
    <section aria-labelledby="sessions" className="sk-account-section">
      <h3 id="sessions" className="sk-account-h3">
        {t('account.sessions')}
      </h3>
      <p className="sk-account-sub">{t('account.sessionsHint')}</p>
      {failure && <Alert type="error" showIcon title={errorText(failure, t('error.network'))} />}
      {sessions.isPending && <Skeleton active />}
      {sessions.isError && (
        <Alert type="error" showIcon title={errorText(sessions.error, t('error.network'))} />
      )}
      <ul className="sk-account-sessions" aria-label={t('account.sessions')}>
        {list.map((s) => (
          <li key={s.id} className="sk-account-session">
            <div>
              <strong>{deviceName(s, t)}</strong>{' '}
              {s.current && <span className="sk-account-current">{t('account.thisDevice')}</span>}
              <div className="sk-account-sub">
                {placeName(s, intl, t)} ·{' '}
                {t('account.lastActive', { date: date.format(new Date(s.lastUsedAt)) })} ·{' '}
                {t('account.signedInAt', { date: date.format(new Date(s.createdAt)) })}
              </div>
            </div>
            {!s.current && (
              <Button
                danger
                loading={one.isPending && one.variables === s.id}
                onClick={() => one.mutate(s.id)}
                aria-label={t('account.signOutSession', { device: deviceName(s, t) })}
              >
                {t('account.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {list.some((s) => !s.current) && (
        <Button onClick={() => others.mutate()} loading={others.isPending}>
          {t('account.signOutOthers')}
        </Button>
      )}
    </section>
  );
}
