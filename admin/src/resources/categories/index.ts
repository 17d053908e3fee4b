import { lazy } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';

export default {
  list: lazy(() => import('./CategoryList')),
  edit: lazy(() => import('./CategoryEdit')),
  create: lazy(() => import('./CategoryCreate')),
  icon: AccountTreeIcon,
  recordRepresentation: 'path',
};
