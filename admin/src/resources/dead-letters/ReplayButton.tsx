import { useState } from 'react';
import Button from '@mui/material/Button';
import ReplayIcon from '@mui/icons-material/Replay';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ReasonDialog } from '../../shared/ReasonDialog';
import { replaySucceeded } from './dead-letter-actions';
import { useDeadLetterActions } from './use-dead-letter-actions';

/** A notification carries the start of an error; the letter shows all of it. */
const excerpt = (error: unknown): string => {
  const text = typeof error === 'string' ? error : '';
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

/**
 * Replays an open letter after a confirmation. A replay that fails again is an answer, not an
 * error: the letter stays open with the new error, which the notification quotes.
 */
export function ReplayButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const actions = useDeadLetterActions();
  const [open, setOpen] = useState(false);
  if (!record || record.status !== 'open') return null;
  return (
    <>
      <Button size="small" startIcon={<ReplayIcon />} onClick={() => setOpen(true)}>
        {translate('app.action.replay')}
      </Button>
      <ReasonDialog
        open={open}
        title={translate('app.dialog.replay_dead_letter_title')}
        body={translate('app.dialog.replay_dead_letter_body', { group: String(record.consumerGroup) })}
        confirmLabel={translate('app.action.replay')}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          let letter;
          try {
            letter = await actions.replay(record.id);
          } catch (e) {
            notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });
            throw e;
          }
          if (replaySucceeded(letter)) notify('app.notification.dead_letter_replayed', { type: 'success' });
          else
            notify('app.notification.dead_letter_replay_failed', {
              type: 'warning',
              messageArgs: { error: excerpt(letter.error) },
            });
          refresh();
        }}
      />
    </>
  );
}
