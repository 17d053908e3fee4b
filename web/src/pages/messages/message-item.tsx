import { FilePdfOutlined, LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useLocale, useT } from '../../i18n/i18n';
import { messagesApi, type Attachment, type Message } from './messages-api';
import { timeLabel } from './time-label';

const isImage = (a: Attachment) => a.contentType.startsWith('image/');

/** An image attachment, fetched with the token (only the parties may read it) and shown from memory. */
function ImageAttachment({ a }: { a: Attachment }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    messagesApi.download(a.id).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => undefined, // The file name stays as the link's text.
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [a.id]);
  return src ? <img src={src} alt={a.fileName} className="sk-msg-image" /> : <span>{a.fileName}</span>;
}

/** Any attachment: opens (a PDF in a new tab, or saves) from the bytes fetched with the token. */
function AttachmentLink({ a }: { a: Attachment }) {
  const t = useT('messages');
  const open = async () => {
    const blob = await messagesApi.download(a.id);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = a.fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <Button
      type="link"
      className="sk-msg-attachment"
      icon={isImage(a) ? undefined : <FilePdfOutlined aria-hidden="true" />}
      onClick={() => void open()}
      aria-label={t('message.download', { name: a.fileName })}
    >
      {isImage(a) ? <ImageAttachment a={a} /> : a.fileName}
    </Button>
  );
}

/** One message: who and when, the text (masked parts already replaced), files, and "Seen" on mine. */
export function MessageItem({ m, mine, senderName }: { m: Message; mine: boolean; senderName: string }) {
  const t = useT('messages');
  const { intl } = useLocale();
  return (
    <li className={`sk-msg-item${mine ? ' sk-msg-item--mine' : ''}`}>
      <article className="sk-msg-bubble" aria-label={t('message.label', { name: senderName })}>
        <header className="sk-msg-bubble__head">
          <span className="sk-msg-bubble__sender">{senderName}</span>
          <time dateTime={m.sentAt} className="sk-msg-time">
            {timeLabel(m.sentAt, intl)}
          </time>
        </header>
        {m.text && (
          <p className="sk-msg-text" dir="auto">
            {m.text}
          </p>
        )}
        {m.attachments.length > 0 && (
          <ul className="sk-msg-attachments">
            {m.attachments.map((a) => (
              <li key={a.id}>
                <AttachmentLink a={a} />
              </li>
            ))}
          </ul>
        )}
        {m.masked && (
          <p className="sk-msg-masked" role="note">
            <LockOutlined aria-hidden="true" /> {t('message.masked')}
          </p>
        )}
        {mine && (
          <p className="sk-msg-receipt">
            {m.readAt ? (
              <span title={timeLabel(m.readAt, intl)}>{t('message.seen')}</span>
            ) : (
              t('message.sent')
            )}
          </p>
        )}
      </article>
    </li>
  );
}
