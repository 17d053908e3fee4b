import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

export interface ReasonDialogValues {
  reason: string;
  date: string;
}

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  body?: ReactNode;
  /** Ask for a reason (3–500 characters, what the services accept). */
  withReason?: boolean;
  /** Ask for a date (YYYY-MM-DD), starting at this value. */
  date?: { label: string; initial: string; min?: string };
  confirmLabel: string;
  onClose(): void;
  /** Resolves when done (the dialog then closes); a rejection keeps it open for another try. */
  onConfirm(values: ReasonDialogValues): Promise<void>;
}

/** The confirmation of a staff action, with the reason it is recorded under. */
export function ReasonDialog(props: ReasonDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(props.date?.initial ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  const reasonError = props.withReason && reason.trim().length < 3;
  const dateError = !!props.date && (!date || (props.date.min !== undefined && date < props.date.min));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (reasonError || dateError || busy) return;
    setBusy(true);
    try {
      await props.onConfirm({ reason: reason.trim(), date });
      setReason('');
      setTouched(false);
      props.onClose();
    } catch {
      // the caller has told the user what went wrong; the dialog stays open with their text
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={props.open} onClose={busy ? undefined : props.onClose} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          {props.body && <DialogContentText sx={{ mb: 2 }}>{props.body}</DialogContentText>}
          {props.date && (
            <TextField
              type="date"
              label={props.date.label}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={touched && dateError}
              helperText={touched && dateError ? translate('app.dialog.expires_at_future') : ' '}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: props.date.min } }}
              fullWidth
              margin="dense"
              name="date"
            />
          )}
          {props.withReason && (
            <TextField
              autoFocus
              label={translate('app.dialog.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={touched && reasonError}
              helperText={
                touched && reasonError
                  ? translate('app.dialog.reason_too_short')
                  : translate('app.dialog.reason_help')
              }
              slotProps={{ htmlInput: { maxLength: 500 } }}
              multiline
              minRows={2}
              fullWidth
              margin="dense"
              name="reason"
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            {translate('app.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
