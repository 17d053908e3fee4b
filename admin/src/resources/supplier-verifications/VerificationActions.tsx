import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useAdminData } from '../../providers';
import { ApproveRejectToolbar } from '../../shared/ApproveRejectToolbar';
import { endOfDay, isoDate, oneYearFromToday } from '../../shared/format';

/** Approve (valid for a year unless staff choose otherwise) or reject a pending verification. */
export function VerificationActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const data = useAdminData();
  if (!record || record.status !== 'pending') return <TopToolbar />;
  return (
    <ApproveRejectToolbar
      subject="verification"
      name={String(record.companyName ?? record.id)}
      date={{ label: translate('app.dialog.expires_at'), initial: oneYearFromToday(), min: isoDate(1) }}
      approve={(date) => data.approveVerification(record.id, endOfDay(date))}
      reject={(reason) => data.rejectVerification(record.id, reason)}
    />
  );
}
