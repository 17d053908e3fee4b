import { useState, type ReactNode } from 'react';
import type { components } from '../../api/schema';
import { useT } from '../../i18n/i18n';
import { useDataSaver } from './data-saver';
import './product-picture.css';

type ProductImage = components['schemas']['ProductImage'];

/** The candidate `src` falls back to (browsers without srcset, which are few): a mid-size copy. */
function fallbackOf(image: ProductImage): string {
  return image.variants.find((v) => v.width >= 640)?.url ?? image.variants.at(-1)?.url ?? image.url;
}

/**
 * A product picture: every stored size in `srcset` so the browser fetches the one `sizes` needs,
 * its own width and height so nothing moves when it arrives, lazy below the fold and eager with
 * high priority for the one picture a page leads with (`priority`). With data saver on (the
 * browser's Save-Data or the footer switch) nothing is fetched until the visitor taps: a light
 * placeholder says whose picture it is instead. `wrap` puts the loaded picture in a link, which the
 * placeholder, holding a button, must not be inside. A bare `src` serves lists that only have an
 * address (a wishlist row, a supplier's product), under the same rules.
 */
export function ProductPicture({
  image,
  src,
  name,
  alt = '',
  sizes,
  priority = false,
  wrap = (img) => img,
  onError,
}: {
  image?: ProductImage | null;
  src?: string | null;
  name: string;
  alt?: string;
  sizes?: string;
  priority?: boolean;
  wrap?: (img: ReactNode) => ReactNode;
  onError?: () => void;
}) {
  const t = useT('common');
  const saver = useDataSaver();
  const [asked, setAsked] = useState(false);
  if (saver && !asked)
    return (
      <span className="sk-saver">
        <span className="sk-saver__name">{name}</span>
        <button
          type="button"
          className="sk-saver__load"
          aria-label={t('dataSaver.loadLabel', { name })}
          onClick={(e) => {
            // The picture may sit in a card whose link must not follow this tap.
            e.preventDefault();
            e.stopPropagation();
            setAsked(true);
          }}
        >
          {t('dataSaver.load')}
        </button>
      </span>
    );
  const eager = priority || asked;
  return wrap(
    <img
      src={image ? fallbackOf(image) : (src ?? undefined)}
      srcSet={image?.variants.map((v) => `${v.url} ${v.width}w`).join(', ') || undefined}
      sizes={image && sizes ? sizes : undefined}
      width={image?.width}
      height={image?.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={onError}
    />,
  );
}
