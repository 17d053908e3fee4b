import { App, Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/problem';
import { useT } from '../../i18n/i18n';
import { rfqApi } from './rfq-api';

/**
 * "Ask a question": the first message of the RFQ's conversation (the buyer with one supplier, or a
 * supplier with the buyer), then the thread in /messages where the talk goes on.
 */
export function AskButton({
  rfqId,
  recipientId,
  name,
}: {
  rfqId: string;
  recipientId?: string;
  name: string;
}) {
  const t = useT('rfq');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const send = async () => {
    setBusy(true);
    try {
      const opened = await rfqApi.ask({ rfqId, recipientId, text: text.trim() });
      setOpen(false);
      void navigate(`/messages/${encodeURIComponent(opened.conversation.id)}`);
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : t('network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('compare.ask')}
      </Button>
      <Modal
        open={open}
        title={t('compare.askTitle', { name })}
        okText={t('compare.askSend')}
        cancelText={t('cancel')}
        okButtonProps={{ disabled: !text.trim(), loading: busy }}
        onOk={() => void send()}
        onCancel={() => setOpen(false)}
      >
        <label htmlFor={id}>{t('compare.askLabel')}</label>
        <Input.TextArea
          id={id}
          rows={4}
          maxLength={4000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Modal>
    </>
  );
}
