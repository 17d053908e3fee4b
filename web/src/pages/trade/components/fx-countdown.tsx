import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { clockSkew, lockState, nextTickMs, type FxLockLike, type LockState } from '../lib/fx-lock';

/** The lock's state, re-rendered on each change of second until it expires. */
export function useLockState(
  lock: FxLockLike,
  dated?: { serverDate: string | null; receivedAt: number },
): LockState {
  const skew = dated ? clockSkew(dated.serverDate, dated.receivedAt) : 0;
  const [now, setNow] = useState(() => Date.now());
  const state = lockState(lock, now, skew);
  const wait = nextTickMs(state);
  useEffect(() => {
    if (!Number.isFinite(wait)) return;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [now, wait]);
  return state;
}

/**
 * The locked rates and their countdown; once they expired, the way on: re-confirm at today's
 * rates (amounts may change; nothing is paid at the old ones).
 */
export function FxLockBanner({
  state,
  onReconfirm,
  reconfirming,
}: {
  state: LockState;
  onReconfirm?: () => void;
  reconfirming?: boolean;
}) {
  const t = useT('trade');
  if (state.expired)
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={t('lock.expired.title')}
        description={t('lock.expired.text')}
        action={
          onReconfirm && (
            <Button type="primary" onClick={onReconfirm} loading={reconfirming}>
              {t('lock.reconfirm')}
            </Button>
          )
        }
      />
    );
  return (
    <Alert
      type={state.ending ? 'warning' : 'info'}
      showIcon
      title={
        <span>
          {t('lock.active')}{' '}
          <strong className="sk-trade-countdown" role="timer" aria-live={state.ending ? 'polite' : 'off'}>
            {state.clock}
          </strong>
        </span>
      }
      description={t('lock.text')}
    />
  );
}
