import { lazy } from 'react';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';

export default {
  list: lazy(() => import('./VerificationList')),
  show: lazy(() => import('./VerificationShow')),
  icon: VerifiedUserIcon,
  recordRepresentation: 'companyName',
};
