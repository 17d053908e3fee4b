import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';

/** One sign-in as identity's admin show answer lists it (its `sessions` array). */
export interface SessionRow {
  id: string;
  createdAt: string;
  lastUsedAt?: string | null;
  expiresAt?: string | null;
  revokedAt?: string | null;
  revokedReason?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

/** The account's sessions, when the API sends them (GET /admin/users/:id → `sessions`). */
export function SessionsTable() {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const sessions = Array.isArray(record?.sessions) ? (record.sessions as SessionRow[]) : [];
  if (!sessions.length)
    return <Typography color="text.secondary">{translate('app.user.no_sessions')}</Typography>;
  const when = (v?: string | null) => (v ? new Date(v).toLocaleString(locale) : '—');
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.user.session_started')}</TableCell>
          <TableCell>{translate('app.user.session_last_used')}</TableCell>
          <TableCell>{translate('app.user.session_ip')}</TableCell>
          <TableCell>{translate('app.user.session_browser')}</TableCell>
          <TableCell>{translate('app.user.session_status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sessions.map((s) => (
          <TableRow key={s.id}>
            <TableCell>{when(s.createdAt)}</TableCell>
            <TableCell>{when(s.lastUsedAt)}</TableCell>
            <TableCell dir="ltr">{s.ip ?? '—'}</TableCell>
            <TableCell
              sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis' }}
              title={s.userAgent ?? ''}
            >
              {s.userAgent ?? '—'}
            </TableCell>
            <TableCell>
              {s.revokedAt
                ? translate('app.user.session_revoked', { reason: s.revokedReason ?? '—' })
                : translate('app.user.session_active')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
