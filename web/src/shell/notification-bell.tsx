import { useT } from '../i18n/i18n';
import { bellBadge } from './bell-badge';
import { Dropdown } from './dropdown';
import { BellIcon } from './icons';

/**
 * The bell of a signed-in user. The inbox is empty until notifications are delivered to it; the
 * panel says so rather than showing made-up items.
 */
export function NotificationBell({ count, className }: { count: number; className?: string }) {
  const t = useT('common');
  const badge = bellBadge(count);
  return (
    <span className={className}>
      <Dropdown
        align="end"
        ariaLabel={count > 0 ? t('bell.labelCount', { count }) : t('bell.label')}
        buttonClassName="sk-icon-button sk-bell-button"
        label={
          <>
            <BellIcon />
            {badge && (
              <span className="sk-count-badge" aria-hidden="true">
                {badge}
              </span>
            )}
          </>
        }
      >
        {() => (
          <div className="sk-bell-panel">
            <h2>{t('bell.title')}</h2>
            <p className="sk-bell-empty">{t('bell.empty')}</p>
          </div>
        )}
      </Dropdown>
    </span>
  );
}
