import Typography from '@mui/material/Typography';
import { Loading, Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { Dashboard } from './Dashboard';

/**
 * An analyst's landing page: no tile of the admin dashboard (each asks an admin-only route, which
 * would answer 403), just where their pages are. The analytics work may put the CEO dashboard here.
 */
function AnalystHome() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <>
      <Title title={translate('app.dashboard.title')} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography data-testid="analyst-home">{translate('app.dashboard.analyst_intro')}</Typography>
    </>
  );
}

/** The console's landing page, by role: the admin dashboard, or the analyst's. */
export function Home() {
  const { permissions, isPending } = usePermissions<string | null>();
  if (isPending) return <Loading />;
  return permissions === 'admin' ? <Dashboard /> : <AnalystHome />;
}
