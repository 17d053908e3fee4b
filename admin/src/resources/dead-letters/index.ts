import { lazy } from 'react';
import MarkunreadMailboxIcon from '@mui/icons-material/MarkunreadMailbox';

export default {
  list: lazy(() => import('./DeadLetterList')),
  show: lazy(() => import('./DeadLetterShow')),
  icon: MarkunreadMailboxIcon,
  recordRepresentation: (r: { topic?: string }) => r.topic ?? '',
};
