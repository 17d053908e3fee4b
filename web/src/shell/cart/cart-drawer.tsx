import { App, Button, Drawer, Popconfirm } from 'antd';
import { Link } from 'react-router';
import { AntdScope } from '../../app/antd-scope';
import { useCart } from '../../cart/cart-store';
import { useLocale, useT } from '../../i18n/i18n';
import { errorText } from '../../cart/cart-errors';
import { CartLines, CartTotals, CheckoutAction, CheckoutBlocker } from './cart-lines';

interface CartDrawerProps {
  open: boolean;
  onClose(): void;
}

function CartPanel({ open, onClose }: CartDrawerProps) {
  const t = useT('common');
  const { dir } = useLocale();
  const { message } = App.useApp();
  const { cart, loading, error, retry, clear } = useCart();
  const empty = cart.counts.lines === 0;
  return (
    <Drawer
      title={t('cart.title')}
      open={open}
      onClose={onClose}
      placement={dir === 'rtl' ? 'left' : 'right'}
      size={440}
      footer={
        !empty && (
          <div>
            <CartTotals />
            <CheckoutBlocker />
            <div className="sk-cart-actions">
              <CheckoutAction onNavigate={onClose} />
              <Link to="/cart" onClick={onClose} className="sk-btn sk-btn-ghost">
                {t('cart.viewCart')}
              </Link>
              <Popconfirm
                title={t('cart.clearConfirm')}
                okText={t('cart.clear')}
                cancelText={t('action.cancel')}
                onConfirm={() => void clear().catch((e: unknown) => void message.error(errorText(t, e)))}
              >
                <Button danger>{t('cart.clear')}</Button>
              </Popconfirm>
            </div>
          </div>
        )
      }
    >
      {error ? (
        <div className="sk-cart-empty" role="alert">
          <p>{t('cart.loadError')}</p>
          <Button onClick={retry}>{t('cart.retry')}</Button>
        </div>
      ) : loading ? (
        <p className="sk-cart-empty">{t('cart.loading')}</p>
      ) : empty ? (
        <div className="sk-cart-empty">
          <p>{t('cart.empty')}</p>
          <Link to="/products" onClick={onClose} className="sk-btn sk-btn-ghost">
            {t('cart.browse')}
          </Link>
        </div>
      ) : (
        <CartLines onNavigate={onClose} />
      )}
    </Drawer>
  );
}

/** Lazily loaded with antd the first time the cart is opened (the home page does not pay for it). */
export default function CartDrawer(props: CartDrawerProps) {
  return (
    <AntdScope>
      <CartPanel {...props} />
    </AntdScope>
  );
}
