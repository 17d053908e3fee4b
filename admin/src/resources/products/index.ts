import { lazy } from 'react';
import InventoryIcon from '@mui/icons-material/Inventory2';

export default {
  list: lazy(() => import('./ProductList')),
  show: lazy(() => import('./ProductShow')),
  icon: InventoryIcon,
  recordRepresentation: 'title',
};
