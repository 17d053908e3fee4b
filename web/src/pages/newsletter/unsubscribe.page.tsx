import { Link } from 'react-router';
import { ApiError } from '../../api/problem';
import { useT } from '../../i18n/i18n';
import { UnsubscribeFlow } from '../../shell/unsubscribe/unsubscribe-flow';
import { unsubscribe } from './newsletter-api';

/**
 * Tokens are 20 to 200 characters (notifications' UnsubscribeNewsletterDto; issued ones are 32). A
 * shorter one is a link cut by a mail program: the server would only answer "invalid field".
 */
const TOKEN_LENGTH = { min: 20, max: 200 };

/** /newsletter/unsubscribe?token=…: the link at the foot of every newsletter e-mail. */
export default function UnsubscribePage() {
  const t = useT('newsletter');
  return (
    <UnsubscribeFlow
      id="unsub"
      tokenLength={TOKEN_LENGTH}
      texts={{
        title: t('title'),
        meta: t('meta.description'),
        confirmText: t('confirm.text'),
        confirmAction: t('confirm.action'),
        confirmWorking: t('confirm.working'),
        keep: t('confirm.keep'),
        noTokenTitle: t('noToken.title'),
        noTokenText: t('noToken.text'),
        noTokenLink: { to: '/', label: t('done.home') },
      }}
      send={unsubscribe}
      errorOf={(err) =>
        err instanceof ApiError
          ? err.problem.code === 'validation.failed'
            ? t('noToken.text')
            : err.message
          : t('error.network')
      }
      done={() => (
        <>
          <h2>{t('done.title')}</h2>
          <p>{t('done.text')}</p>
          <Link to="/" className="sk-btn">
            {t('done.home')}
          </Link>
        </>
      )}
    />
  );
}
