import { FlagOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal, Select } from 'antd';
import { useId, useState } from 'react';
import { ApiError } from '../../api/problem';
import { useT } from '../../i18n/i18n';
import {
  messagesApi,
  messagesKeys,
  REPORT_REASONS,
  type Counterpart,
  type ReportReason,
} from './messages-api';

/** Report the conversation to Sokoni's staff: a reason and an optional note. */
export function ReportButton({ conversationId }: { conversationId: string }) {
  const t = useT('messages');
  const { message } = App.useApp();
  const reasonId = useId();
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | undefined>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setReason(undefined);
    setNote('');
    setError(null);
  };
  const submit = async () => {
    if (!reason) {
      setError(t('report.reasonRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await messagesApi.report(conversationId, reason, note);
      close();
      void message.success(t('report.done'));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('error.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<FlagOutlined aria-hidden="true" />} onClick={() => setOpen(true)}>
        {t('report.open')}
      </Button>
      <Modal
        open={open}
        title={t('report.title')}
        okText={t('report.submit')}
        cancelText={t('cancel')}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={close}
        destroyOnHidden
      >
        <p>{t('report.lead')}</p>
        <div className="sk-msg-field">
          <label htmlFor={reasonId}>{t('report.reason')}</label>
          <Select<ReportReason>
            id={reasonId}
            value={reason}
            onChange={setReason}
            placeholder={t('report.reasonPlaceholder')}
            options={REPORT_REASONS.map((r) => ({ value: r, label: t(`report.reason.${r}`) }))}
            style={{ width: '100%' }}
          />
        </div>
        <div className="sk-msg-field">
          <label htmlFor={noteId}>{t('report.note')}</label>
          <Input.TextArea
            id={noteId}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={1000}
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
        </div>
        {error && <Alert type="error" showIcon role="alert" title={error} />}
      </Modal>
    </>
  );
}

/** Block (after confirming) or unblock the other party; a blocked user can no longer write to you. */
export function BlockButton({
  userId,
  counterpart,
  blocked,
}: {
  userId: string;
  counterpart: Counterpart;
  blocked: boolean;
}) {
  const t = useT('messages');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const run = async (block: boolean) => {
    setBusy(true);
    try {
      if (block) await messagesApi.block(counterpart.id);
      else await messagesApi.unblock(counterpart.id);
      await client.invalidateQueries({ queryKey: messagesKeys.all(userId) });
      void message.success(t(block ? 'block.done' : 'block.undone', { name: counterpart.name }));
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : t('error.network'));
    } finally {
      setBusy(false);
    }
  };

  if (blocked)
    return (
      <Button loading={busy} onClick={() => void run(false)}>
        {t('block.unblock')}
      </Button>
    );
  return (
    <>
      <Button
        danger
        icon={<StopOutlined aria-hidden="true" />}
        loading={busy}
        onClick={() => setConfirming(true)}
      >
        {t('block.block')}
      </Button>
      <Modal
        open={confirming}
        title={t('block.confirmTitle', { name: counterpart.name })}
        okText={t('block.block')}
        okButtonProps={{ danger: true }}
        cancelText={t('cancel')}
        confirmLoading={busy}
        onOk={() => void run(true).then(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <p>{t('block.confirmText')}</p>
      </Modal>
    </>
  );
}
