import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useRecordContext, useTranslate } from 'react-admin';
import { useAdminData } from '../../providers';
import { ActionDialogButton } from '../../shared/ActionDialogButton';

/** Suspend (with a reason) or reinstate, whichever applies to the account shown. */
export function SuspendButtons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const data = useAdminData();
  if (!record) return null;
  const name = String(record.fullName || record.email);
  return record.suspended ? (
    <ActionDialogButton
      label={translate('app.action.reinstate')}
      icon={<LockOpenIcon />}
      title={translate('app.dialog.reinstate_title', { name })}
      body={translate('app.dialog.reinstate_body')}
      withReason
      confirmLabel={translate('app.action.reinstate')}
      success="app.notification.reinstated"
      run={({ reason }) => data.reinstateUser(record.id, reason)}
    />
  ) : (
    <ActionDialogButton
      label={translate('app.action.suspend')}
      icon={<BlockIcon />}
      color="error"
      title={translate('app.dialog.suspend_title', { name })}
      body={translate('app.dialog.suspend_body')}
      withReason
      confirmLabel={translate('app.action.suspend')}
      success="app.notification.suspended"
      run={({ reason }) => data.suspendUser(record.id, reason)}
    />
  );
}
