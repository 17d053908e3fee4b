import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';

export default {
  list: lazy(() => import('./AuditLogList')),
  show: lazy(() => import('./AuditLogShow')),
  icon: HistoryIcon,
  recordRepresentation: (r: { seq?: number; action?: string }) => `#${r.seq ?? ''} ${r.action ?? ''}`,
};
