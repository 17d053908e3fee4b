import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import type { ChainVerdict } from '../../rest/data-provider';
import { useAdminData } from '../../providers';

/** The verdict of GET /admin/audit-logs/verify, with a link to the first broken entry. */
export function ChainVerdictView({ verdict }: { verdict: ChainVerdict }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (verdict.valid) {
    return (
      <Alert severity="success" data-testid="chain-verdict">
        {translate('app.chain.intact', { checked: verdict.checked })}
      </Alert>
    );
  }
  const broken = verdict.firstBroken;
  return (
    <Alert severity="error" data-testid="chain-verdict">
      {translate('app.chain.broken', { seq: broken?.seq ?? '?' })}
      {broken?.reason && ` (${broken.reason})`}
      {broken?.id && (
        <>
          {' — '}
          <Link to={createPath({ resource: 'audit-logs', id: broken.id, type: 'show' })}>
            {translate('app.chain.open_entry', { seq: broken.seq })}
          </Link>
        </>
      )}
    </Alert>
  );
}

/** Recomputes the hash chain on the server and says whether it is intact. */
export function VerifyChainButton() {
  const translate = useTranslate();
  const data = useAdminData();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'busy' }
    | { kind: 'done'; verdict: ChainVerdict }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });

  const run = async () => {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', verdict: await data.verifyAuditChain() });
    } catch (e) {
      setState({ kind: 'failed', message: e instanceof Error ? e.message : translate('app.chain.failed') });
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {state.kind === 'done' && <ChainVerdictView verdict={state.verdict} />}
      {state.kind === 'failed' && (
        <Alert severity="warning">
          {translate('app.chain.failed')}: {state.message}
        </Alert>
      )}
      <Button
        size="small"
        startIcon={state.kind === 'busy' ? <CircularProgress size={16} /> : <VerifiedIcon />}
        disabled={state.kind === 'busy'}
        onClick={() => void run()}
      >
        {translate(state.kind === 'busy' ? 'app.chain.checking' : 'app.action.verify_chain')}
      </Button>
    </Box>
  );
}
