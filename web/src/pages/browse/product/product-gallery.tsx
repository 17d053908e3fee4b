import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import type { ProductImage } from '../api/types';
import { ProductImageBox } from '../components/product-image-box';

/** The main picture and a row of thumbnail buttons that choose it. */
export function ProductGallery({ images, title }: { images: ProductImage[]; title: string }) {
  const t = useT('browse');
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="bw-gallery">
      <div className="bw-gallery__main">
        <ProductImageBox
          src={current?.url ?? null}
          title={title}
          alt={
            current
              ? t('gallery.image', { name: title, n: index + 1, total: images.length })
              : t('gallery.none', { name: title })
          }
          eager
        />
      </div>
      {images.length > 1 && (
        <ul className="bw-gallery__thumbs" aria-label={t('gallery.thumbs')}>
          {images.map((img, i) => (
            <li key={img.key}>
              <button
                type="button"
                aria-label={t('gallery.show', { n: i + 1, total: images.length })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={img.thumbnailUrl || img.url} alt="" loading="lazy" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
