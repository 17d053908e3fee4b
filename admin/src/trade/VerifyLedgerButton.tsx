import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useTranslate } from 'react-admin';
import { LedgerVerdictView } from './LedgerVerdictView';
import type { LedgerVerdict } from './trade-actions';
import { useTradeActions } from './use-trade-actions';

/** "Verify ledger": the service recomputes the ledger from its journal and says whether it holds. */
export function VerifyLedgerButton() {
  const translate = useTranslate();
  const actions = useTradeActions();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'busy' }
    | { kind: 'done'; verdict: LedgerVerdict }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });

  const run = async () => {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', verdict: await actions.verifyLedger() });
    } catch (e) {
      setState({ kind: 'failed', message: e instanceof Error ? e.message : '' });
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      {state.kind === 'done' && <LedgerVerdictView verdict={state.verdict} />}
      {state.kind === 'failed' && (
        <Alert severity="warning">
          {translate('app.ledger.failed')}
          {state.message && `: ${state.message}`}
        </Alert>
      )}
      <Button
        size="small"
        startIcon={state.kind === 'busy' ? <CircularProgress size={16} /> : <FactCheckIcon />}
        disabled={state.kind === 'busy'}
        onClick={() => void run()}
      >
        {translate(state.kind === 'busy' ? 'app.ledger.checking' : 'app.action.verify_ledger')}
      </Button>
    </Box>
  );
}
