import { useState } from 'react';
import Button from '@mui/material/Button';
import ReplayIcon from '@mui/icons-material/Replay';
import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ReasonDialog } from '../../shared/ReasonDialog';
import { canReplayMatching } from './dead-letter-actions';
import { DEFAULT_SERVICE } from './statuses';
import { useDeadLetterActions } from './use-dead-letter-actions';

/** The server replays at most this many letters per call (platform BULK_REPLAY_LIMIT). */
const PER_RUN = 500;

/** "Replay all matching": every open letter of the chosen service that the list's filters match. */
export function ReplayMatchingButton() {
  const values = useListContext().filterValues as Record<string, unknown>;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const actions = useDeadLetterActions();
  const [open, setOpen] = useState(false);
  const service = typeof values.service === 'string' && values.service ? values.service : DEFAULT_SERVICE;
  return (
    <>
      <Button
        size="small"
        startIcon={<ReplayIcon />}
        disabled={!canReplayMatching(values)}
        onClick={() => setOpen(true)}
      >
        {translate('app.action.replay_matching')}
      </Button>
      <ReasonDialog
        open={open}
        title={translate('app.dialog.replay_matching_title', {
          service: translate(`app.service.${service}`, { _: service }),
        })}
        body={translate('app.dialog.replay_matching_body', { max: PER_RUN })}
        confirmLabel={translate('app.action.replay')}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          try {
            const r = await actions.replayMatching({ ...values, service });
            notify('app.notification.dead_letters_replayed', {
              type: r.failed + r.unreplayable > 0 ? 'warning' : 'success',
              messageArgs: { ...r },
            });
          } catch (e) {
            notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });
            throw e;
          }
          refresh();
        }}
      />
    </>
  );
}
