import { PictureOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import { ProductPicture } from '../../../shell/image/product-picture';
import type { ProductImage } from '../api/types';

/**
 * A product picture in a fixed-ratio box (see ProductPicture: sizes, lazy loading, data saver), or
 * a neutral placeholder when there is none (or it fails to load). `alt` is empty by default: next
 * to the product's name the picture adds nothing a screen reader should repeat. `src` is for lists
 * that only have an address; `wrap` puts the picture in a link (never data saver's button).
 */
export function ProductImageBox({
  image,
  src,
  title,
  alt = '',
  sizes,
  priority,
  wrap = (box) => box,
}: {
  image?: ProductImage | null;
  src?: string | null;
  title: string;
  alt?: string;
  sizes?: string;
  priority?: boolean;
  wrap?: (box: ReactNode) => ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  if (!(image ?? src) || failed)
    return wrap(
      <span className="bw-img bw-img--none" role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <PictureOutlined aria-hidden="true" />
        <span aria-hidden="true" className="bw-img__initial">
          {title.trim().charAt(0).toUpperCase()}
        </span>
      </span>,
    );
  return (
    <span className="bw-img">
      <ProductPicture
        image={image}
        src={src}
        name={title}
        alt={alt}
        sizes={sizes}
        priority={priority}
        wrap={wrap}
        onError={() => setFailed(true)}
      />
    </span>
  );
}
