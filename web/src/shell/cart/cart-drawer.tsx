import { Button, Drawer, Popconfirm } from 'antd';
import { Link } from 'react-router';
import { AntdScope } from '../../app/antd-scope';
import { useCart } from '../../cart/cart-store';
import { useLocale, useT } from '../../i18n/i18n';
import { CartLines, CartTotals } from './cart-lines';

interface CartDrawerProps {
  open: boolean;
  onClose(): void;
}

function CartPanel({ open, onClose }: CartDrawerProps) {
  const t = useT('common');
  const { dir } = useLocale();
  const { items, dispatch } = useCart();
  return (
    <Drawer
      title={t('cart.title')}
      open={open}
      onClose={onClose}
      placement={dir === 'rtl' ? 'left' : 'right'}
      size={420}
      footer={
        items.length > 0 && (
          <div>
            <CartTotals />
            <div className="sk-cart-actions">
              <Link to="/cart" onClick={onClose} className="sk-btn">
                {t('cart.viewCart')}
              </Link>
              <Popconfirm
                title={t('cart.clearConfirm')}
                okText={t('cart.clear')}
                cancelText={t('action.cancel')}
                onConfirm={() => dispatch({ type: 'clear' })}
              >
                <Button danger>{t('cart.clear')}</Button>
              </Popconfirm>
            </div>
          </div>
        )
      }
    >
      {items.length === 0 ? (
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
