import { TopToolbar, useRecordContext } from 'react-admin';
import { useAdminData } from '../../providers';
import { ApproveRejectToolbar } from '../../shared/ApproveRejectToolbar';
import { AWAITING_REVIEW } from './statuses';

/** Approve (publish) or reject with a reason the seller will read; only for submitted products. */
export function ModerationActions() {
  const record = useRecordContext();
  const data = useAdminData();
  if (!record || record.status !== AWAITING_REVIEW) return <TopToolbar />;
  return (
    <ApproveRejectToolbar
      subject="product"
      name={String(record.title)}
      approve={() => data.approveProduct(record.id)}
      reject={(reason) => data.rejectProduct(record.id, reason)}
    />
  );
}
