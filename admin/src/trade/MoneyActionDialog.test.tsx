// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18n-provider';
import { formatMoney } from '../shared/money';
import { decisionPreview, validateDecision, type DecisionValues } from './money-forms';
import { MoneyActionDialog } from './MoneyActionDialog';
import type { DecisionBody } from './trade-actions';
import { useMoneyDialog } from './use-money-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EMPTY: DecisionValues = { outcome: '', amount: '', reason: '' };
const CURRENCY = 'KES';
const AMOUNT = 1_000_000n;

/** A decision form on the shared dialog, as DecideDisputeButton builds it (the outcome as a select). */
function Decision({
  run,
  from,
}: {
  run: (body: DecisionBody, key: string) => Promise<unknown>;
  from?: DecisionValues;
}) {
  const dialog = useMoneyDialog<DecisionValues, DecisionBody>(EMPTY, run, 'app.notification.dispute_decided');
  const { values } = dialog;
  return (
    <>
      <button type="button" data-testid="open" onClick={() => dialog.start(from)} />
      <output data-testid="state">{dialog.open ? 'open' : 'closed'}</output>
      <MoneyActionDialog
        dialog={dialog}
        checked={validateDecision(values, { currency: CURRENCY, amountMinor: AMOUNT })}
        title="Decide"
        intro="The order"
        currency={CURRENCY}
        maxMinor={AMOUNT}
        withAmount={values.outcome === 'refund_partial'}
        preview={decisionPreview(values, { currency: CURRENCY, amountMinor: AMOUNT, feeMinor: 50_000n })}
        reasonHelp="Both parties read it"
        confirm="Confirm"
      >
        {(errorOf) => (
          <label>
            <select
              name="outcome"
              value={values.outcome}
              onChange={(e) => dialog.change({ outcome: e.target.value as DecisionValues['outcome'] })}
            >
              <option value="" />
              <option value="release" />
              <option value="refund_partial" />
            </select>
            <span data-testid="outcome-error">{errorOf('outcome')}</span>
          </label>
        )}
      </MoneyActionDialog>
    </>
  );
}

let mounted: { container: HTMLDivElement; root: Root } | null = null;
afterEach(() => {
  if (mounted) act(() => mounted!.root.unmount());
  mounted?.container.remove();
  mounted = null;
  document.body.innerHTML = '';
});

function render(run: (body: DecisionBody, key: string) => Promise<unknown>, from?: DecisionValues) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { container, root };
  act(() => {
    root.render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en').provider}>
        <Decision run={run} from={from} />
      </AdminContext>,
    );
  });
}

// The dialog is portalled to the body.
const $ = <E extends Element>(selector: string) => document.body.querySelector<E>(selector);
const state = () => $('[data-testid="state"]')?.textContent;
const click = (selector: string) => act(() => $<HTMLElement>(selector)!.click());
/** Clicks, then lets the action's promise and the updates after it settle. */
const press = (button: HTMLElement) =>
  act(async () => {
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const cancel = () =>
  press([...document.body.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!);
const submit = () => press($<HTMLButtonElement>('button[type="submit"]')!);

/** Types as a user would: React listens to the native input event, not to a bare value change. */
function type(name: string, text: string) {
  const input = $<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`)!;
  const proto = Object.getPrototypeOf(input) as object;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
    input.dispatchEvent(
      new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

/** The helper text under an input (MUI ties it to the input by aria-describedby). */
const helperOf = (name: string) => {
  const id = $(`[name="${name}"]`)?.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the money action dialog', () => {
  it('shows no error before a first try, then each field’s in words, and sends nothing', async () => {
    const run = vi.fn(() => Promise.resolve({}));
    render(run);
    click('[data-testid="open"]');
    expect(helperOf('reason')).toBe('Both parties read it');
    expect($('[data-testid="outcome-error"]')!.textContent).toBe('');

    await submit();
    expect($('[data-testid="outcome-error"]')!.textContent).toBe('Choose an outcome');
    expect(helperOf('reason')).toBe('Give a reason of at least 3 characters');
    expect(run).not.toHaveBeenCalled();
    expect(state()).toBe('open');
  });

  it('asks for an amount only when the form wants one, and names the most it may be', async () => {
    const run = vi.fn(() => Promise.resolve({}));
    render(run);
    click('[data-testid="open"]');
    expect($('[name="amount"]')).toBeNull();
    type('outcome', 'refund_partial');
    expect(helperOf('amount')).toBe('In KES, with at most its own decimals');

    type('amount', '10001');
    type('reason', 'Half broken');
    await submit();
    const most = formatMoney(AMOUNT, CURRENCY, 'en');
    expect(helperOf('amount')).toBe(`At most ${most}`);
    type('amount', '10000');
    expect(helperOf('amount')).toBe(`Less than ${most}; to refund everything choose “Refund in full”`);
    expect(run).not.toHaveBeenCalled();

    type('amount', '2500.50');
    expect($('[data-testid="split-preview"] [data-split="to_buyer"]')!.textContent).toBe(
      formatMoney(250_050n, CURRENCY, 'en'),
    );
  });

  it('sends a valid form once with its key, then closes emptied', async () => {
    const run = vi.fn((_body: DecisionBody, _key: string) => Promise.resolve({}));
    render(run);
    click('[data-testid="open"]');
    type('outcome', 'refund_partial');
    type('amount', '2500.50');
    type('reason', '  Half broken  ');
    await submit();
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![0]).toEqual({
      outcome: 'refund_partial',
      refundMinor: 250_050,
      reason: 'Half broken',
    });
    expect(run.mock.calls[0]![1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(state()).toBe('closed');

    click('[data-testid="open"]');
    expect($<HTMLTextAreaElement>('[name="reason"]')!.value).toBe('');
    expect(helperOf('reason')).toBe('Both parties read it');
  });

  it('stays open with what was typed when the server refuses', async () => {
    const run = vi.fn(() => Promise.reject(new Error('Ce litige est déjà tranché')));
    render(run);
    click('[data-testid="open"]');
    type('outcome', 'release');
    type('reason', 'Goods arrived');
    await submit();
    expect(run).toHaveBeenCalledTimes(1);
    expect(state()).toBe('open');
    expect($<HTMLTextAreaElement>('[name="reason"]')!.value).toBe('Goods arrived');
  });

  it('keeps a draft across Cancel, unless opened afresh from given values', async () => {
    const run = vi.fn(() => Promise.resolve({}));
    render(run);
    click('[data-testid="open"]');
    type('reason', 'x');
    await submit();
    await cancel();
    expect(state()).toBe('closed');
    click('[data-testid="open"]');
    expect($<HTMLTextAreaElement>('[name="reason"]')!.value).toBe('x');
    expect(helperOf('reason')).toBe('Give a reason of at least 3 characters');
  });

  it('opened from given values starts from them, errors hidden again', async () => {
    const run = vi.fn(() => Promise.resolve({}));
    render(run, { outcome: 'release', amount: '', reason: 'ok' });
    click('[data-testid="open"]');
    expect($<HTMLTextAreaElement>('[name="reason"]')!.value).toBe('ok');
    type('reason', 'x');
    await submit();
    expect(helperOf('reason')).toBe('Give a reason of at least 3 characters');
    await cancel();
    click('[data-testid="open"]');
    expect($<HTMLTextAreaElement>('[name="reason"]')!.value).toBe('ok');
    expect(helperOf('reason')).toBe('Both parties read it');
  });
});
