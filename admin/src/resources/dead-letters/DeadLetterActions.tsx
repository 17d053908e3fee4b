import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { ActionDialogButton } from '../../shared/ActionDialogButton';
import { ReplayButton } from './ReplayButton';
import { useDeadLetterActions } from './use-dead-letter-actions';

/** Replay, or discard with a reason that goes to the audit log; only while the letter is open. */
export function DeadLetterActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const actions = useDeadLetterActions();
  if (!record || record.status !== 'open') return <TopToolbar />;
  return (
    <TopToolbar>
      <ReplayButton />
      <ActionDialogButton
        label={translate('app.action.discard')}
        icon={<DeleteSweepIcon />}
        color="error"
        title={translate('app.dialog.discard_dead_letter_title', { topic: String(record.topic) })}
        body={translate('app.dialog.discard_dead_letter_body')}
        withReason
        confirmLabel={translate('app.action.discard')}
        success="app.notification.dead_letter_discarded"
        run={(values) => actions.discard(record.id, values.reason)}
      />
    </TopToolbar>
  );
}
