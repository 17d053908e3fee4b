import { useState } from 'react';
import Button from '@mui/material/Button';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { analyticsActions } from '../../analytics/analytics-client';
import { useIsAdmin } from './AdminOnly';

type Action = 'start' | 'stop';

/**
 * Start (a draft) and Stop (a running experiment), for admins only: analysts read results but never
 * change who sees what. Each asks first: starting assigns visitors at once, stopping cannot be undone.
 */
export function StartStopButtons() {
  const record = useRecordContext();
  const admin = useIsAdmin();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || !admin) return null;
  const action: Action | null =
    record.status === 'draft' ? 'start' : record.status === 'running' ? 'stop' : null;
  if (!action) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      await (action === 'start'
        ? analyticsActions.startExperiment(record.id)
        : analyticsActions.stopExperiment(record.id));
      notify(action === 'start' ? 'app.experiment.started' : 'app.experiment.stopped', { type: 'info' });
      refresh();
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="contained"
        color={action === 'start' ? 'primary' : 'warning'}
        startIcon={action === 'start' ? <PlayArrowIcon /> : <StopIcon />}
        onClick={() => setAsking(action)}
        data-testid={`experiment-${action}`}
      >
        {translate(`app.experiment.${action}`)}
      </Button>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={translate(`app.experiment.${action}_title`, { name: String(record.name ?? record.key) })}
        content={translate(`app.experiment.${action}_body`)}
        confirm={translate(`app.experiment.${action}`)}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
