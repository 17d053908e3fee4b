import { lazy } from 'react';
import GavelIcon from '@mui/icons-material/Gavel';

export default {
  list: lazy(() => import('./DisputeList')),
  show: lazy(() => import('./DisputeShow')),
  icon: GavelIcon,
  recordRepresentation: (r: { id?: string }) => String(r.id ?? '').slice(0, 8),
};
