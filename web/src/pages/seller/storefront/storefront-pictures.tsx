import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Progress, Upload } from 'antd';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/problem';
import { useLocale, useT } from '../../../i18n/i18n';
import { IMAGE_MAX_MB, IMAGE_TYPES, imageIssue } from '../product-images';
import { storefrontApi, type PictureKind } from './storefront-api';
import type { Storefront } from './storefront-rules';

/**
 * One storefront picture (logo or banner): drop or pick a file, watch it upload, or remove it.
 * Each change is saved at once (it is its own request) and said aloud in a live region.
 */
function Picture({
  kind,
  storefront,
  onChange,
}: {
  kind: PictureKind;
  storefront: Storefront;
  onChange: (s: Storefront) => void;
}) {
  const t = useT('seller');
  const { lang } = useLocale();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, say] = useState('');
  const headingId = useId();
  const url = kind === 'logo' ? storefront.logoUrl : storefront.bannerUrl;
  const busy = percent !== null;

  const fail = (err: unknown) => setError(err instanceof ApiError ? err.message : t('error.network'));
  const upload = async (file: File) => {
    setError(null);
    setPercent(0);
    try {
      onChange(
        await storefrontApi.upload(kind, {
          file,
          fileName: file.name,
          language: lang,
          onProgress: setPercent,
        }),
      );
      say(t(`sf.${kind}.uploaded`));
    } catch (err) {
      fail(err);
    } finally {
      setPercent(null);
    }
  };
  const remove = async () => {
    setError(null);
    try {
      onChange(await storefrontApi.remove(kind));
      say(t(`sf.${kind}.removed`));
    } catch (err) {
      fail(err);
    }
  };

  return (
    <section className={`sk-sf-picture sk-sf-picture-${kind}`} aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`sf.${kind}`)}</h3>
      <p className="sk-trade-fine">{t(`sf.${kind}.help`, { maxMb: IMAGE_MAX_MB })}</p>
      <p className="sk-visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      {error && <Alert type="error" showIcon role="alert" title={error} className="sk-seller-alert" />}
      {url && (
        <div className="sk-sf-current">
          <img src={url} alt={t(`sf.${kind}.current`)} />
          <Popconfirm
            title={t(`sf.${kind}.removeConfirm`)}
            okText={t('sf.remove')}
            cancelText={t('action.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => void remove()}
          >
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />} disabled={busy}>
              {t(`sf.${kind}.remove`)}
            </Button>
          </Popconfirm>
        </div>
      )}
      <Upload.Dragger
        accept={{ format: IMAGE_TYPES.join(','), filter: 'native' }}
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          const issue = imageIssue(file, 1);
          if (issue) setError(t(`images.issue.${issue}`, { name: file.name, max: 1, maxMb: IMAGE_MAX_MB }));
          else void upload(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t(url ? 'sf.picture.replace' : 'sf.picture.drop')}</p>
      </Upload.Dragger>
      {busy && (
        <Progress
          percent={percent}
          size="small"
          aria-label={t(`sf.${kind}.uploading`)}
          className="sk-sf-progress"
        />
      )}
    </section>
  );
}

export function StorefrontPictures({
  storefront,
  onChange,
}: {
  storefront: Storefront;
  onChange: (s: Storefront) => void;
}) {
  const t = useT('seller');
  return (
    <section className="sk-seller-section" aria-labelledby="sk-sf-pictures">
      <h2 id="sk-sf-pictures">{t('sf.pictures.title')}</h2>
      <div className="sk-sf-pictures">
        <Picture kind="logo" storefront={storefront} onChange={onChange} />
        <Picture kind="banner" storefront={storefront} onChange={onChange} />
      </div>
    </section>
  );
}
