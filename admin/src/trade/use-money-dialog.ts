import { useState } from 'react';
import type { Validated } from './money-forms';
import { useMoneyAction } from './use-money-action';

/** What every money form asks for; a dispute decision adds its outcome. */
export interface MoneyValues {
  amount: string;
  reason: string;
}

export interface MoneyDialog<V extends MoneyValues, B> {
  open: boolean;
  values: V;
  /** Staff tried to send the form: its errors show from then on (not while they type the first time). */
  touched: boolean;
  busy: boolean;
  /** Sets some of the inputs: the shared ones by name, or any of this form's. */
  change(patch: Partial<MoneyValues> | Partial<V>): void;
  /**
   * Opens the form: afresh from `values` (a refund starts from what is refundable now), or without
   * them where staff left it — a half-typed decision survives Cancel.
   */
  start(values?: V): void;
  close(): void;
  /** Sends a valid form and, once it went through, closes it emptied; an invalid one shows its errors. */
  submit(checked: Validated<B>): Promise<void>;
}

/**
 * The state of a dialog that moves money (a staff refund, a dispute decision) around
 * `useMoneyAction`, which keeps one Idempotency-Key per action across retries.
 */
export function useMoneyDialog<V extends MoneyValues, B>(
  empty: V,
  run: (body: B, key: string) => Promise<unknown>,
  success: string,
): MoneyDialog<V, B> {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<V>(empty);
  const [touched, setTouched] = useState(false);
  const action = useMoneyAction<B>(run, success);
  return {
    open,
    values,
    touched,
    busy: action.busy,
    change: (patch) => setValues((v) => ({ ...v, ...patch })),
    start(from) {
      if (from) {
        setValues(from);
        setTouched(false);
      }
      setOpen(true);
    },
    close: () => setOpen(false),
    async submit(checked) {
      setTouched(true);
      if (!checked.ok) return;
      if (await action.submit(checked.body)) {
        setOpen(false);
        setValues(empty);
        setTouched(false);
      }
    },
  };
}
