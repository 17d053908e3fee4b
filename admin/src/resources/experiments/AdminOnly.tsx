import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { Loading, usePermissions, useTranslate } from 'react-admin';

/** What only admins may do; analysts read experiments but do not change them (analytics refuses too). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string | null>();
  const translate = useTranslate();
  if (isPending) return <Loading />;
  if (permissions !== 'admin')
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate('app.experiment.read_only')}
      </Alert>
    );
  return <>{children}</>;
}

export const useIsAdmin = (): boolean => usePermissions<string | null>().permissions === 'admin';
