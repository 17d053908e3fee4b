import { lazy } from 'react';
import ScienceIcon from '@mui/icons-material/Science';

/** analytics' A/B tests (/admin/analytics/experiments): admins write, analysts read. */
export default {
  list: lazy(() => import('./ExperimentList')),
  show: lazy(() => import('./ExperimentShow')),
  edit: lazy(() => import('./ExperimentEdit')),
  create: lazy(() => import('./ExperimentCreate')),
  icon: ScienceIcon,
  recordRepresentation: 'name',
};
