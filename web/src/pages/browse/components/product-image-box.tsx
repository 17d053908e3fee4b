import { PictureOutlined } from '@ant-design/icons';
import { useState } from 'react';

/**
 * A product picture in a fixed-ratio box, or a neutral placeholder when there is none (or it
 * fails to load). `alt` is empty by default: next to the product's name the picture adds nothing
 * a screen reader should repeat.
 */
export function ProductImageBox({
  src,
  title,
  alt = '',
  eager,
}: {
  src: string | null;
  title: string;
  alt?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <span className="bw-img bw-img--none" role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <PictureOutlined aria-hidden="true" />
        <span aria-hidden="true" className="bw-img__initial">
          {title.trim().charAt(0).toUpperCase()}
        </span>
      </span>
    );
  return (
    <span className="bw-img">
      <img
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
