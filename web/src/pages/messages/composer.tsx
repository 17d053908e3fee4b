import { PaperClipOutlined, SendOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Input } from 'antd';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../api/problem';
import { useT } from '../../i18n/i18n';
import { messagesApi, type Attachment } from './messages-api';

/** What the picker offers; the service decides by the bytes, not by this list or the file name. */
export const ACCEPTED_FILES = 'image/jpeg,image/png,image/webp,image/gif,application/pdf';
export const MAX_ATTACHMENTS = 5;

/**
 * The message box: Enter sends, Shift+Enter starts a new line; images and PDFs go first as uploads.
 * `send` posts the message (into a thread, or as the first one of a conversation).
 */
export function Composer({
  send: post,
  autoFocus = false,
}: {
  send: (text: string, attachmentIds: string[]) => Promise<void>;
  autoFocus?: boolean;
}) {
  const t = useT('messages');
  const boxId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = (e: unknown) => (e instanceof ApiError ? e.message : t('error.network'));

  const upload = async (list: FileList | null) => {
    if (!list?.length) return;
    setError(null);
    setUploading(true);
    try {
      for (const file of [...list].slice(0, MAX_ATTACHMENTS - files.length)) {
        const stored = await messagesApi.upload(file);
        setFiles((f) => [...f, stored]);
      }
    } catch (e) {
      // The service's own words: "not an image or a PDF", "too large"… (422).
      setError(problem(e));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const send = async () => {
    const body = text.trim();
    if ((!body && files.length === 0) || sending || uploading) return;
    setSending(true);
    setError(null);
    try {
      await post(
        body,
        files.map((f) => f.id),
      );
      setText('');
      setFiles([]);
    } catch (e) {
      setError(problem(e));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME still composing a word uses Enter to choose it.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <form
      className="sk-msg-composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      {error && <Alert type="error" showIcon role="alert" title={error} className="sk-msg-composer__error" />}
      {files.length > 0 && (
        <ul className="sk-msg-pending" aria-label={t('composer.attached')}>
          {files.map((f) => (
            <li key={f.id}>
              <PaperClipOutlined aria-hidden="true" /> {f.fileName}
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined aria-hidden="true" />}
                aria-label={t('composer.remove', { name: f.fileName })}
                onClick={() => setFiles((all) => all.filter((x) => x.id !== f.id))}
              />
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={boxId} className="sk-visually-hidden">
        {t('composer.label')}
      </label>
      <Input.TextArea
        id={boxId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 1, maxRows: 6 }}
        maxLength={4000}
        placeholder={t('composer.placeholder')}
        aria-describedby={`${boxId}-hint`}
        dir="auto"
        autoFocus={autoFocus}
      />
      <p id={`${boxId}-hint`} className="sk-msg-hint">
        {t('composer.hint')}
      </p>
      <div className="sk-msg-composer__actions">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_FILES}
          multiple
          className="sk-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="attachment-input"
          onChange={(e) => void upload(e.target.files)}
        />
        <Button
          icon={<PaperClipOutlined aria-hidden="true" />}
          loading={uploading}
          disabled={files.length >= MAX_ATTACHMENTS}
          onClick={() => fileInput.current?.click()}
        >
          {t('composer.attach')}
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden="true" />}
          loading={sending}
          disabled={uploading || (!text.trim() && files.length === 0)}
        >
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
