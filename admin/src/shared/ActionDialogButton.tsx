import { useState, type ReactElement, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useNotify, useRefresh } from 'react-admin';
import { ReasonDialog, type ReasonDialogProps, type ReasonDialogValues } from './ReasonDialog';

export interface ActionDialogButtonProps extends Pick<
  ReasonDialogProps,
  'title' | 'body' | 'withReason' | 'date' | 'confirmLabel'
> {
  label: string;
  icon?: ReactElement;
  color?: ButtonProps['color'];
  /** The staff action; its rejection (an HttpError) is shown with the server's own words. */
  run(values: ReasonDialogValues): Promise<unknown>;
  /** Translation key of the success notification. */
  success: string;
  children?: ReactNode;
}

/** A button that confirms a staff action in a dialog, runs it, says how it went and reloads the view. */
export function ActionDialogButton(props: ActionDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <>
      <Button size="small" color={props.color} startIcon={props.icon} onClick={() => setOpen(true)}>
        {props.label}
      </Button>
      <ReasonDialog
        open={open}
        title={props.title}
        body={props.body}
        withReason={props.withReason}
        date={props.date}
        confirmLabel={props.confirmLabel}
        onClose={() => setOpen(false)}
        onConfirm={async (values) => {
          try {
            await props.run(values);
          } catch (e) {
            notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });
            throw e;
          }
          notify(props.success, { type: 'success' });
          refresh();
        }}
      />
    </>
  );
}
