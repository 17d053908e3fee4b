import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  InboxOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Tag, Upload, type UploadFile } from 'antd';
import { useId, useRef, useState, type DragEvent } from 'react';
import { ApiError } from '../../api/problem';
import { useLocale, useT } from '../../i18n/i18n';
import { LIMITS, moveKey, type Product } from './lib/product-form';
import { sellerKeys, sellerProducts, uploadImage } from './seller-products-api';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** The catalogue's default MAX_IMAGE_BYTES: refused here before a byte goes over a phone network. */
export const IMAGE_MAX_MB = 5;

type Issue = 'type' | 'tooLarge' | 'full';

/** A photo chosen for a product not saved yet; `percent` once its upload has started. */
export interface ChosenPhoto {
  uid: string;
  file: File;
  percent?: number;
}

export function imageIssue(file: { type: string; size: number }, room: number): Issue | null {
  if (room <= 0) return 'full';
  if (!IMAGE_TYPES.includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_MB * 1024 * 1024) return 'tooLarge';
  return null;
}

/**
 * The product's photos: drop or pick files (each uploads with its progress), put them in order
 * by dragging or with the buttons (the first is the main photo), delete one. Every change is
 * saved at once and said aloud in a live region.
 */
export function ProductImages({
  sellerId,
  product,
  readOnly,
  chosen,
  onChoose,
}: {
  sellerId: string;
  product: Product | undefined;
  readOnly?: boolean;
  /** Before the first save: the photos chosen, uploaded once the draft exists (see ProductForm). */
  chosen?: ChosenPhoto[];
  onChoose?: (photos: ChosenPhoto[]) => void;
}) {
  const t = useT('seller');
  const { lang } = useLocale();
  const client = useQueryClient();
  const [uploads, setUploads] = useState<UploadFile[]>([]);
  const [said, say] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragged, setDragged] = useState<string | null>(null);
  // One upload at a time: each answer is the whole product, so the last one holds every photo.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);
  const headingId = useId();
  const chosenNow = useRef<ChosenPhoto[]>([]);

  if (!product)
    return (
      <section className="sk-seller-section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('images.title')}</h2>
        <p className="sk-trade-fine">{t('images.help', { max: LIMITS.imagesMax, maxMb: IMAGE_MAX_MB })}</p>
        <Alert type="info" showIcon role="status" title={t('images.saveFirst')} className="sk-seller-alert" />
        {error && <Alert type="error" showIcon role="alert" title={error} className="sk-seller-alert" />}
        <Upload.Dragger
          multiple
          accept={{ format: IMAGE_TYPES.join(','), filter: 'native' }}
          disabled={readOnly}
          fileList={(chosen ?? []).map((c) => ({
            uid: c.uid,
            name: c.file.name,
            status: c.percent === undefined ? 'done' : 'uploading',
            percent: c.percent,
          }))}
          showUploadList={{ showRemoveIcon: !readOnly }}
          onRemove={(f) => onChoose?.((chosen ?? []).filter((c) => c.uid !== f.uid))}
          beforeUpload={(file, batch) => {
            // Called once per file of a drop, each time with the whole drop: the files kept so far
            // are gathered and handed over with the last one.
            const at = batch.indexOf(file);
            if (at <= 0) setError(null);
            const kept = chosenNow.current;
            const issue = imageIssue(file, LIMITS.imagesMax - (chosen ?? []).length - kept.length);
            if (issue)
              setError(
                t(`images.issue.${issue}`, { name: file.name, max: LIMITS.imagesMax, maxMb: IMAGE_MAX_MB }),
              );
            else chosenNow.current = [...kept, { uid: file.uid, file }];
            if (at === batch.length - 1 || at < 0) {
              if (chosenNow.current.length) onChoose?.([...(chosen ?? []), ...chosenNow.current]);
              chosenNow.current = [];
            }
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{t('images.drop')}</p>
        </Upload.Dragger>
      </section>
    );

  const id = product.id;
  const images = product.images;
  const keys = images.map((i) => i.key);
  const locked = readOnly || busy;
  const room = LIMITS.imagesMax - images.length - pending.current;

  const store = (p: Product) => client.setQueryData(sellerKeys.one(sellerId, p.id), p);
  const failed = (err: unknown) => setError(err instanceof ApiError ? err.message : t('error.network'));

  const change = async (act: () => Promise<Product>, announce: string) => {
    setBusy(true);
    setError(null);
    try {
      store(await act());
      say(announce);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  const move = (key: string, to: number) => {
    const next = moveKey(keys, key, to);
    if (next.join() === keys.join()) return;
    void change(
      () => sellerProducts.reorderImages(id, next),
      to === 0 ? t('images.madeMain') : t('images.moved', { position: to + 1, count: keys.length }),
    );
  };

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    const key = dragged ?? e.dataTransfer.getData('text/plain');
    setDragged(null);
    if (key && keys.includes(key)) move(key, to);
  };

  return (
    <section className="sk-seller-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('images.title')}</h2>
      <p className="sk-trade-fine">{t('images.help', { max: LIMITS.imagesMax, maxMb: IMAGE_MAX_MB })}</p>
      <p className="sk-visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      {error && <Alert type="error" showIcon role="alert" title={error} className="sk-seller-alert" />}
      {images.length > 0 && (
        <ol className="sk-seller-images" aria-label={t('images.list')}>
          {images.map((img, i) => (
            <li
              key={img.key}
              className={`sk-seller-image${dragged === img.key ? ' sk-seller-image-dragged' : ''}`}
              draggable={!locked}
              onDragStart={(e) => {
                setDragged(img.key);
                e.dataTransfer.setData('text/plain', img.key);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(e) => {
                if (dragged) e.preventDefault();
              }}
              onDrop={(e) => onDrop(e, i)}
              aria-label={t('images.item', { position: i + 1, count: images.length })}
            >
              <img
                src={img.thumbnailUrl}
                alt={t('images.alt', { position: i + 1, title: product.title })}
                width={160}
                height={160}
                loading="lazy"
              />
              {i === 0 && (
                <Tag color="gold" className="sk-seller-main">
                  {t('images.main')}
                </Tag>
              )}
              {!readOnly && (
                <div className="sk-seller-image-actions">
                  {i > 0 && (
                    <Button
                      size="small"
                      icon={<StarOutlined aria-hidden />}
                      disabled={locked}
                      onClick={() => move(img.key, 0)}
                      aria-label={t('images.makeMainOf', { position: i + 1 })}
                    >
                      {t('images.makeMain')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    icon={<ArrowLeftOutlined aria-hidden className="sk-seller-flip" />}
                    disabled={locked || i === 0}
                    onClick={() => move(img.key, i - 1)}
                    aria-label={t('images.earlier', { position: i + 1 })}
                  />
                  <Button
                    size="small"
                    icon={<ArrowRightOutlined aria-hidden className="sk-seller-flip" />}
                    disabled={locked || i === images.length - 1}
                    onClick={() => move(img.key, i + 1)}
                    aria-label={t('images.later', { position: i + 1 })}
                  />
                  <Popconfirm
                    title={t('images.deleteConfirm')}
                    okText={t('images.delete')}
                    cancelText={t('action.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      void change(() => sellerProducts.removeImage(id, img.key), t('images.deleted'))
                    }
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      disabled={locked}
                      aria-label={t('images.deleteOf', { position: i + 1 })}
                    />
                  </Popconfirm>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {!readOnly && (
        <Upload.Dragger
          multiple
          accept={{ format: IMAGE_TYPES.join(','), filter: 'native' }}
          disabled={room <= 0 && uploads.every((u) => u.status !== 'uploading')}
          fileList={uploads}
          onChange={({ fileList }) => setUploads(fileList.filter((f) => f.status !== 'done'))}
          beforeUpload={(file) => {
            const issue = imageIssue(file, LIMITS.imagesMax - images.length - pending.current);
            if (issue) {
              setError(
                t(`images.issue.${issue}`, { name: file.name, max: LIMITS.imagesMax, maxMb: IMAGE_MAX_MB }),
              );
              return Upload.LIST_IGNORE;
            }
            pending.current += 1;
            return true;
          }}
          customRequest={({ file, onProgress, onSuccess, onError }) => {
            const f = file as File;
            const next = queue.current.then(async () => {
              try {
                const p = await uploadImage(id, {
                  file: f,
                  fileName: f.name,
                  language: lang,
                  onProgress: (percent) => onProgress?.({ percent }),
                });
                store(p);
                say(t('images.uploaded', { name: f.name }));
                onSuccess?.(p);
              } catch (err) {
                failed(err);
                onError?.(err instanceof Error ? err : new Error(String(err)));
              } finally {
                pending.current -= 1;
              }
            });
            queue.current = next;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">
            {room > 0 ? t('images.drop') : t('images.full', { max: LIMITS.imagesMax })}
          </p>
          <p className="ant-upload-hint">{t('images.dropHint')}</p>
        </Upload.Dragger>
      )}
    </section>
  );
}
