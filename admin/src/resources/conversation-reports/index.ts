import { lazy } from 'react';
import ReportIcon from '@mui/icons-material/Report';

export default {
  list: lazy(() => import('./ConversationReportList')),
  show: lazy(() => import('./ConversationReportShow')),
  icon: ReportIcon,
  recordRepresentation: (r: { id?: string }) => String(r.id ?? '').slice(0, 8),
};
