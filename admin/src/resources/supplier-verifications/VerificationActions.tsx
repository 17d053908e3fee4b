import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useAdminData } from '../../providers';
import { ActionDialogButton } from '../../shared/ActionDialogButton';
import { endOfDay, isoDate, oneYearFromToday } from '../../shared/format';

/** Approve (valid for a year unless staff choose otherwise) or reject a pending verification. */
export function VerificationActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const data = useAdminData();
  if (!record || record.status !== 'pending') return <TopToolbar />;
  const name = String(record.companyName ?? record.id);
  return (
    <TopToolbar>
      <ActionDialogButton
        label={translate('app.action.approve')}
        icon={<CheckIcon />}
        color="success"
        title={translate('app.dialog.approve_verification_title', { name })}
        body={translate('app.dialog.approve_verification_body')}
        date={{ label: translate('app.dialog.expires_at'), initial: oneYearFromToday(), min: isoDate(1) }}
        confirmLabel={translate('app.action.approve')}
        success="app.notification.verification_approved"
        run={({ date }) => data.approveVerification(record.id, endOfDay(date))}
      />
      <ActionDialogButton
        label={translate('app.action.reject')}
        icon={<CloseIcon />}
        color="error"
        title={translate('app.dialog.reject_verification_title', { name })}
        body={translate('app.dialog.reject_verification_body')}
        withReason
        confirmLabel={translate('app.action.reject')}
        success="app.notification.verification_rejected"
        run={({ reason }) => data.rejectVerification(record.id, reason)}
      />
    </TopToolbar>
  );
}
