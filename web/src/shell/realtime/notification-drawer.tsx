import { Drawer } from 'antd';
import { AntdScope } from '../../app/antd-scope';
import { useLocale, useT } from '../../i18n/i18n';
import type { useBellFeed } from './bell-feed';
import { NotificationList } from './notification-list';

interface DrawerProps {
  open: boolean;
  onClose(): void;
  feed: ReturnType<typeof useBellFeed>;
  unread: number;
}

function BellDrawer({ open, onClose, feed, unread }: DrawerProps) {
  const t = useT('common');
  const { dir } = useLocale();
  return (
    <Drawer
      title={t('bell.title')}
      open={open}
      onClose={onClose}
      placement={dir === 'rtl' ? 'left' : 'right'}
      size={340}
    >
      <NotificationList feed={feed} unread={unread} onNavigate={onClose} showTitle={false} />
    </Drawer>
  );
}

/** The bell's panel on a phone: a drawer, loaded with antd when first opened (as the phone menu). */
export default function NotificationDrawer(props: DrawerProps) {
  return (
    <AntdScope>
      <BellDrawer {...props} />
    </AntdScope>
  );
}
