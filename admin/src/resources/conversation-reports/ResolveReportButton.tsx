import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useRecordContext, useTranslate } from 'react-admin';
import { ActionDialogButton } from '../../shared/ActionDialogButton';
import { reportActions } from './report-actions';

/** "Resolve" an open report, with what staff did about it (recorded, and audited by messaging). */
export function ResolveReportButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record.status !== 'open') return null;
  return (
    <ActionDialogButton
      label={translate('app.conversation_report.resolve')}
      icon={<TaskAltIcon />}
      title={translate('app.conversation_report.resolve_title')}
      body={translate('app.conversation_report.resolve_body')}
      withReason
      confirmLabel={translate('app.conversation_report.resolve')}
      run={({ reason }) => reportActions.resolve(record.id, reason)}
      success="app.conversation_report.resolved"
    />
  );
}
