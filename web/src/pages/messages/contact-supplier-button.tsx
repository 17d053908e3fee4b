import { MessageOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../auth/auth-context';
import { useT } from '../../i18n/i18n';

/** Where "Contact supplier" leads a signed-in user: the first message about that product or storefront. */
export const contactHref = (supplierId: string, productId?: string) => {
  const q = new URLSearchParams({ supplier: supplierId });
  if (productId) q.set('product', productId);
  return `/messages?${q.toString()}`;
};

/**
 * "Contact supplier" on a product or a storefront. Signed out: to sign in and back to this page.
 * Signed in: to /messages, which shows the conversation about that subject if there is one, else
 * a first message to write (the service opens the conversation with it — or continues the existing
 * one: it keeps one per buyer, supplier and subject). Not shown to the supplier on their own pages.
 * Texts come from the browse pages' namespace, where it is used.
 */
export function ContactSupplierButton({
  supplierId,
  productId,
  className = 'bw-button',
}: {
  supplierId: string;
  productId?: string;
  className?: string;
}) {
  const tb = useT('browse');
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  if (user?.id === supplierId) return null;
  const to = user
    ? contactHref(supplierId, productId)
    : `/login?next=${encodeURIComponent(pathname + search)}`;
  return (
    <Link className={className} to={to}>
      <MessageOutlined aria-hidden="true" /> {tb('buy.contact')}
    </Link>
  );
}
