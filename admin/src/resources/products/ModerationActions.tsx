import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useAdminData } from '../../providers';
import { ActionDialogButton } from '../../shared/ActionDialogButton';
import { AWAITING_REVIEW } from './statuses';

/** Approve (publish) or reject with a reason the seller will read; only for submitted products. */
export function ModerationActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const data = useAdminData();
  if (!record || record.status !== AWAITING_REVIEW) return <TopToolbar />;
  const name = String(record.title);
  return (
    <TopToolbar>
      <ActionDialogButton
        label={translate('app.action.approve')}
        icon={<CheckIcon />}
        color="success"
        title={translate('app.dialog.approve_product_title', { name })}
        body={translate('app.dialog.approve_product_body')}
        confirmLabel={translate('app.action.approve')}
        success="app.notification.product_approved"
        run={() => data.approveProduct(record.id)}
      />
      <ActionDialogButton
        label={translate('app.action.reject')}
        icon={<CloseIcon />}
        color="error"
        title={translate('app.dialog.reject_product_title', { name })}
        body={translate('app.dialog.reject_product_body')}
        withReason
        confirmLabel={translate('app.action.reject')}
        success="app.notification.product_rejected"
        run={({ reason }) => data.rejectProduct(record.id, reason)}
      />
    </TopToolbar>
  );
}
