import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { useDataSaver } from '../../../shell/image/data-saver';
import type { ProductImage } from '../api/types';
import { ProductImageBox } from '../components/product-image-box';

/**
 * The main picture (the page's lead: fetched first, at the size the layout needs) and a row of
 * thumbnail buttons that choose it; with data saver on, the buttons show numbers, not pictures.
 */
export function ProductGallery({ images, title }: { images: ProductImage[]; title: string }) {
  const t = useT('browse');
  const saver = useDataSaver();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="bw-gallery">
      <div className="bw-gallery__main">
        <ProductImageBox
          key={current?.key}
          image={current ?? null}
          sizes="(min-width: 900px) 45vw, 100vw"
          title={title}
          alt={
            current
              ? t('gallery.image', { name: title, n: index + 1, total: images.length })
              : t('gallery.none', { name: title })
          }
          priority
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
                {saver ? (
                  <span className="sk-saver-thumb" aria-hidden="true">
                    {i + 1}
                  </span>
                ) : (
                  <img
                    src={img.thumbnailUrl || img.url}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={64}
                    height={64}
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
