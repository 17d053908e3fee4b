import { useEffect, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link, Title, useCreatePath, useGetIdentity, useTranslate } from 'react-admin';
import type { ChainVerdict } from '../rest/data-provider';
import { useAdminData } from '../providers';
import { ChainVerdictView } from '../resources/audit-logs/VerifyChainButton';
import { VerifyLedgerButton } from '../trade/VerifyLedgerButton';

type Loaded<T> = { state: 'loading' } | { state: 'ok'; value: T } | { state: 'failed' };

function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [value, setValue] = useState<Loaded<T>>({ state: 'loading' });
  // Loaded once per visit of the page, with the loader of the first render.
  const loader = useRef(load);
  useEffect(() => {
    let live = true;
    loader.current().then(
      (v) => live && setValue({ state: 'ok', value: v }),
      () => live && setValue({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return value;
}

function Tile(props: { title: string; testId: string; children: ReactNode; to?: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }} data-testid={props.testId}>
      <CardContent>
        <Typography color="text.secondary" gutterBottom>
          {props.title}
        </Typography>
        {props.children}
      </CardContent>
      {props.to && (
        <CardActions>
          <Button component={Link} to={props.to} size="small">
            {translate('app.dashboard.review')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

function Count({ loaded }: { loaded: Loaded<number> }) {
  const translate = useTranslate();
  if (loaded.state === 'loading') return <CircularProgress size={28} />;
  if (loaded.state === 'failed')
    return <Typography color="text.secondary">{translate('app.dashboard.unavailable')}</Typography>;
  return (
    <Typography variant="h3" component="p">
      {loaded.value}
    </Typography>
  );
}

/** The landing page: what waits for staff (verifications, products, disputes), and whether the audit chain and the ledger hold. */
export function Dashboard() {
  const translate = useTranslate();
  const data = useAdminData();
  const createPath = useCreatePath();
  const { identity } = useGetIdentity();
  const verifications = useLoaded(() => data.count('supplier-verifications', { status: 'pending' }));
  const products = useLoaded(() => data.count('products', { status: 'pending_review' }));
  const chain = useLoaded<ChainVerdict>(() => data.verifyAuditChain());
  const disputes = useLoaded(() => data.count('disputes', { status: 'open' }));
  const listOf = (resource: string, filter: object) =>
    `${createPath({ resource, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

  return (
    <>
      <Title title={translate('app.dashboard.title')} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Tile
            title={translate('app.dashboard.pending_verifications')}
            testId="pending-verifications"
            to={listOf('supplier-verifications', { status: 'pending' })}
          >
            <Count loaded={verifications} />
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Tile
            title={translate('app.dashboard.pending_products')}
            testId="pending-products"
            to={listOf('products', { status: 'pending_review' })}
          >
            <Count loaded={products} />
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Tile
            title={translate('app.dashboard.chain')}
            testId="chain-status"
            to={createPath({ resource: 'audit-logs', type: 'list' })}
          >
            {chain.state === 'loading' && <CircularProgress size={28} />}
            {chain.state === 'failed' && (
              <Typography color="text.secondary">{translate('app.dashboard.unavailable')}</Typography>
            )}
            {chain.state === 'ok' && <ChainVerdictView verdict={chain.value} />}
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Tile
            title={translate('app.dashboard.open_disputes')}
            testId="open-disputes"
            to={listOf('disputes', { status: 'open' })}
          >
            <Count loaded={disputes} />
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {/* On demand: the check re-reads the whole journal, too much for every visit of the page. */}
          <Tile
            title={translate('app.dashboard.ledger')}
            testId="ledger-status"
            to={createPath({ resource: 'ledger-balances', type: 'list' })}
          >
            <VerifyLedgerButton />
          </Tile>
        </Grid>
      </Grid>
    </>
  );
}
