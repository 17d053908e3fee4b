import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { TopToolbar, useTranslate } from 'react-admin';
import { ActionDialogButton, type ActionDialogButtonProps } from './ActionDialogButton';

export interface ApproveRejectToolbarProps {
  /**
   * What is decided, naming its messages: app.dialog.{approve,reject}_<subject>_{title,body} and
   * app.notification.<subject>_{approved,rejected}.
   */
  subject: 'product' | 'verification';
  /** Shown in the dialogs' titles. */
  name: string;
  /** A date staff pick on approval (an expiry), if the decision has one. */
  date?: ActionDialogButtonProps['date'];
  approve(date: string): Promise<unknown>;
  /** The reason is required and reaches the seller. */
  reject(reason: string): Promise<unknown>;
}

/** The moderation toolbar: approve, or reject with a reason, each confirmed in a dialog. */
export function ApproveRejectToolbar({ subject, name, date, approve, reject }: ApproveRejectToolbarProps) {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <ActionDialogButton
        label={translate('app.action.approve')}
        icon={<CheckIcon />}
        color="success"
        title={translate(`app.dialog.approve_${subject}_title`, { name })}
        body={translate(`app.dialog.approve_${subject}_body`)}
        date={date}
        confirmLabel={translate('app.action.approve')}
        success={`app.notification.${subject}_approved`}
        run={(values) => approve(values.date)}
      />
      <ActionDialogButton
        label={translate('app.action.reject')}
        icon={<CloseIcon />}
        color="error"
        title={translate(`app.dialog.reject_${subject}_title`, { name })}
        body={translate(`app.dialog.reject_${subject}_body`)}
        withReason
        confirmLabel={translate('app.action.reject')}
        success={`app.notification.${subject}_rejected`}
        run={(values) => reject(values.reason)}
      />
    </TopToolbar>
  );
}
