import { Link } from 'react-router';
import { ApiError } from '../../api/problem';
import { useT } from '../../i18n/i18n';
import { UnsubscribeFlow } from '../../shell/unsubscribe/unsubscribe-flow';
import { unsubscribeByLink, type UnsubscribeResult } from './notification-settings-api';

/** Tokens are 20 to 300 characters (notifications' UnsubscribeDto); a shorter one is a cut link. */
const TOKEN_LENGTH = { min: 20, max: 300 };

/** /notification-settings/unsubscribe?token=…: the link at the foot of an e-mail that may be switched off. */
export default function NotificationUnsubscribePage() {
  const t = useT('notifications');
  const done = (result: UnsubscribeResult) => {
    const topic = t(`topic.${result.topic}.name`);
    return (
      <>
        <h2>{t(result.changed ? 'unsub.done.title' : 'unsub.done.already', { topic })}</h2>
        <p>{t('unsub.done.text')}</p>
        <div className="sk-unsub-actions">
          <Link to="/notification-settings" className="sk-btn">
            {t('unsub.done.settings')}
          </Link>
          <Link to="/" className="sk-btn sk-btn-ghost">
            {t('unsub.done.home')}
          </Link>
        </div>
      </>
    );
  };
  return (
    <UnsubscribeFlow
      id="notif-unsub"
      tokenLength={TOKEN_LENGTH}
      texts={{
        title: t('unsub.title'),
        meta: t('unsub.meta'),
        confirmText: t('unsub.confirm.text'),
        confirmAction: t('unsub.confirm.action'),
        confirmWorking: t('unsub.confirm.working'),
        keep: t('unsub.confirm.keep'),
        noTokenTitle: t('unsub.noToken.title'),
        noTokenText: t('unsub.noToken.text'),
        noTokenLink: { to: '/notification-settings', label: t('unsub.done.settings') },
      }}
      send={unsubscribeByLink}
      errorOf={(err) =>
        err instanceof ApiError ? (err.fieldErrors().token ?? err.message) : t('error.network')
      }
      done={done}
    />
  );
}
