import { lazy } from 'react';
import MenuBookIcon from '@mui/icons-material/MenuBook';

export default {
  list: lazy(() => import('./LedgerEntryList')),
  show: lazy(() => import('./LedgerEntryShow')),
  icon: MenuBookIcon,
  recordRepresentation: 'id',
};
