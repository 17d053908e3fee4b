import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import type { LedgerProblem, LedgerVerdict } from './trade-actions';

/** At most this many problems are listed; the service reports up to 100 per check. */
const SHOWN = 20;

function ProblemLine({ problem }: { problem: LedgerProblem }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <li>
      <strong>{translate(`app.ledger_problem.${problem.code}`, { _: problem.code })}</strong>
      {': '}
      <Box component="span" dir="ltr">
        {problem.detail}
      </Box>
      {problem.orderId && (
        <>
          {' — '}
          <Link to={createPath({ resource: 'orders', id: problem.orderId, type: 'show' })}>
            {translate('app.ledger.open_order')}
          </Link>
        </>
      )}
    </li>
  );
}

/** The answer of GET /admin/ledger/verify: valid with how much was checked, or the problems found. */
export function LedgerVerdictView({ verdict }: { verdict: LedgerVerdict }) {
  const translate = useTranslate();
  if (verdict.valid) {
    return (
      <Alert severity="success" data-testid="ledger-verdict" data-valid="true">
        {translate('app.ledger.valid', { checked: verdict.checked })}
      </Alert>
    );
  }
  const problems = verdict.problems ?? [];
  return (
    <Alert severity="error" data-testid="ledger-verdict" data-valid="false">
      {translate('app.ledger.invalid', { smart_count: problems.length, checked: verdict.checked })}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2, pr: 2 }}>
        {problems.slice(0, SHOWN).map((p, i) => (
          <ProblemLine key={`${p.code}:${i}`} problem={p} />
        ))}
      </Box>
      {problems.length > SHOWN &&
        translate('app.ledger.more_problems', { smart_count: problems.length - SHOWN })}
    </Alert>
  );
}
