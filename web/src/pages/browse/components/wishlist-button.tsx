import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useWishlist } from '../../../cart/wishlist-store';
import { useT } from '../../../i18n/i18n';

/** The heart: a toggle button whose name says what pressing it does for which product. */
export function WishlistButton({
  id,
  name,
  image,
  withText,
}: {
  id: string;
  name: string;
  image?: string | null;
  withText?: boolean;
}) {
  const t = useT('browse');
  const { has, toggle } = useWishlist();
  const saved = has(id);
  const label = saved ? t('wishlist.remove', { name }) : t('wishlist.add', { name });
  return (
    <button
      type="button"
      className={`bw-heart${saved ? ' bw-heart--on' : ''}${withText ? ' bw-heart--text' : ''}`}
      aria-pressed={saved}
      aria-label={withText ? undefined : label}
      title={label}
      // A refusal (the product was withdrawn meanwhile) leaves the heart as the server says it is.
      onClick={() => void toggle({ id, name, image }).catch(() => undefined)}
    >
      {saved ? <HeartFilled aria-hidden="true" /> : <HeartOutlined aria-hidden="true" />}
      {withText && <span>{saved ? t('wishlist.saved') : t('wishlist.save')}</span>}
    </button>
  );
}
