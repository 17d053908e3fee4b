import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ActionDialogButton } from '../../shared/ActionDialogButton';
import { ActionKey } from '../../trade/action-key';
import { rfqActions as actions } from './rfq-client';

/** "Remove as spam" with the reason the audit log keeps (3–500 characters, asked by the dialog). */
export function RemoveRfqButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  // The same reason sent again (after a lost answer) is the same removal, recorded once.
  const [key] = useState(() => new ActionKey());
  if (!record || record.status === 'removed') return null;
  return (
    <ActionDialogButton
      label={translate('app.rfq.remove')}
      icon={<DeleteForeverIcon />}
      color="error"
      title={translate('app.rfq.remove_title', { title: String(record.title) })}
      body={translate('app.rfq.remove_body')}
      withReason
      confirmLabel={translate('app.rfq.remove')}
      success="app.rfq.removed"
      run={async ({ reason }) => {
        const done = await actions.remove(record.id, reason, key.for({ id: record.id, reason }));
        key.reset();
        return done;
      }}
    />
  );
}
