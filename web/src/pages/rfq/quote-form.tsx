import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Descriptions, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/problem';
import { CURRENCIES } from '../../currency/currencies';
import { useT } from '../../i18n/i18n';
import { useDateTime, useMoney } from '../trade/components/trade-ui';
import { AttemptKeys, sendIdempotent } from '../trade/lib/idempotency';
import { digitsOf, minorToDecimal, toMinor } from '../trade/lib/trade-money';
import { INCOTERMS, rfqApi, rfqKeys, type Quote, type Rfq } from './rfq-api';
import {
  quoteErrors,
  quoteFieldOf,
  quoteValuesOf,
  toQuoteBody,
  type QuoteField,
  type QuoteValues,
} from './quote-model';
import { AskButton } from './ask-button';
import { deadlinePassed, QuoteStatusTag } from './rfq-ui';

const todayIso = () => new Date().toLocaleDateString('en-CA');
const asText = (minor: number, currency: string) => minorToDecimal(toMinor(minor), digitsOf(currency));
const MAX_TIERS = 10;

/** The supplier's quote form: price tiers, MOQ, lead time, validity, terms, sample, message. */
function QuoteEditor({ rfq, quote, onDone }: { rfq: Rfq; quote: Quote | null; onDone: () => void }) {
  const t = useT('rfq');
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<QuoteValues>();
  const sample = Form.useWatch('sampleAvailable', form);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A retry of the same quote after an unknown outcome reuses its key: trade records it once.
  const [attempts] = useState(() => new AttemptKeys());

  const rule = (field: QuoteField) => ({
    validator: () => {
      const code = quoteErrors(form.getFieldsValue(true) as QuoteValues, rfq.quantity, todayIso())[field];
      return code
        ? Promise.reject(new Error(t(`quoteError.${code}`, { quantity: rfq.quantity })))
        : Promise.resolve();
    },
  });

  async function submit(values: QuoteValues) {
    setFailure(null);
    setSending(true);
    try {
      const body = toQuoteBody(values);
      if (quote) await rfqApi.revise(rfq.id, quote.id, body);
      else await sendIdempotent(attempts, body, (key) => rfqApi.quote(rfq.id, body, key));
      await queryClient.invalidateQueries({ queryKey: rfqKeys.all });
      void message.success(t(quote ? 'quote.revised' : 'quote.sent'));
      onDone();
    } catch (e) {
      if (e instanceof ApiError) {
        const fields = Object.entries(e.fieldErrors())
          .map(([f, m]) => [quoteFieldOf(f), m] as const)
          .filter((x): x is readonly [(string | number)[], string] => x[0] !== null);
        form.setFields(fields.map(([name, m]) => ({ name: name as never, errors: [m] })));
        if (fields.length === 0) setFailure(e.message);
      } else setFailure(t('network'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Form<QuoteValues>
      form={form}
      name="quote"
      layout="vertical"
      requiredMark="optional"
      noValidate
      initialValues={quoteValuesOf(rfq, quote, asText)}
      onFinish={(v) => void submit(v)}
    >
      <fieldset className="sk-rfq-tiers">
        <legend>{t('quote.tiers')}</legend>
        <Form.List name="tiers" rules={[rule('tiers')]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} align="start" wrap className="sk-rfq-tier">
                  <Form.Item
                    name={[f.name, 'minQuantity']}
                    label={t('quote.minQuantity', { n: i + 1 })}
                    required
                    rules={[rule(`tiers.${i}.minQuantity`)]}
                  >
                    <InputNumber min={1} precision={0} />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'unitPrice']}
                    label={t('quote.unitPrice', { n: i + 1 })}
                    required
                    rules={[rule(`tiers.${i}.unitPrice`)]}
                  >
                    <Input inputMode="decimal" dir="ltr" />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button
                      className="sk-rfq-tier-remove"
                      onClick={() => remove(f.name)}
                      aria-label={t('quote.removeTier', { n: i + 1 })}
                    >
                      {t('quote.remove')}
                    </Button>
                  )}
                </Space>
              ))}
              <div role="alert">
                <Form.ErrorList errors={errors} />
              </div>
              {fields.length < MAX_TIERS && (
                <Button onClick={() => add({ minQuantity: null, unitPrice: '' })}>
                  {t('quote.addTier')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </fieldset>
      <div className="sk-rfq-row">
        <Form.Item name="currency" label={t('field.currency')} required>
          <Select options={CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} (${c.symbol})` }))} />
        </Form.Item>
        <Form.Item name="moq" label={t('quote.moq')} required rules={[rule('moq')]}>
          <InputNumber min={1} precision={0} style={{ inlineSize: '100%' }} />
        </Form.Item>
      </div>
      <div className="sk-rfq-row">
        <Form.Item name="leadTimeDays" label={t('quote.leadTime')} required rules={[rule('leadTimeDays')]}>
          <InputNumber min={0} max={365} precision={0} style={{ inlineSize: '100%' }} />
        </Form.Item>
        <Form.Item name="validUntil" label={t('quote.validUntil')} required rules={[rule('validUntil')]}>
          <Input type="date" min={todayIso()} />
        </Form.Item>
      </div>
      <div className="sk-rfq-row">
        <Form.Item name="incoterm" label={t('field.incoterm')} required rules={[rule('incoterm')]}>
          <Select options={INCOTERMS.map((i) => ({ value: i, label: `${i} — ${t(`incoterm.${i}`)}` }))} />
        </Form.Item>
        <Form.Item
          name="paymentTerms"
          label={t('quote.paymentTerms')}
          required
          rules={[rule('paymentTerms')]}
        >
          <Input maxLength={500} placeholder={t('placeholder.paymentTerms')} />
        </Form.Item>
      </div>
      <Form.Item name="sampleAvailable" valuePropName="checked">
        <Checkbox>{t('quote.sampleAvailable')}</Checkbox>
      </Form.Item>
      {sample && (
        <Form.Item
          name="samplePrice"
          label={t('quote.samplePrice')}
          rules={[rule('samplePrice')]}
          extra={t('help.samplePrice')}
        >
          <Input inputMode="decimal" dir="ltr" />
        </Form.Item>
      )}
      <Form.Item name="message" label={t('quote.message')} rules={[rule('message')]}>
        <Input.TextArea rows={4} count={{ show: true, max: 4000 }} />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} role="alert" className="sk-rfq-alert" />}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t(quote ? 'quote.submitRevision' : 'quote.submit')}
        </Button>
        {quote && <Button onClick={onDone}>{t('cancel')}</Button>}
      </Space>
    </Form>
  );
}

/** The supplier's side of /rfq/:id: their quote (revise once, withdraw) or the form to send one. */
export function SupplierQuotePanel({ rfq }: { rfq: Rfq }) {
  const t = useT('rfq');
  const money = useMoney();
  const date = useDateTime();
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const mine = rfq.quotes[0] ?? null;
  // A new quote needs a free place; revising or withdrawing one only needs quoting not to be over.
  const over = rfq.status !== 'open' || deadlinePassed(rfq.quoteDeadline);
  const closed = mine ? over : !rfq.quotingOpen;

  const withdraw = (q: Quote) =>
    modal.confirm({
      title: t('quote.withdrawTitle'),
      content: t('quote.withdrawBody'),
      okText: t('quote.withdraw'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await rfqApi.withdraw(rfq.id, q.id);
          void message.success(t('quote.withdrawn'));
        } catch (e) {
          void message.error(e instanceof ApiError ? e.message : t('network'));
        }
        await queryClient.invalidateQueries({ queryKey: rfqKeys.all });
      },
    });

  let body;
  if (mine && !editing)
    body = (
      <>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
          <Descriptions.Item label={t('compare.col.status')}>
            <QuoteStatusTag status={mine.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('quote.tiers')}>
            {mine.priceTiers
              .map((tier) =>
                t('compare.tier', {
                  min: tier.minQuantity,
                  price: money(tier.unitPriceMinor, mine.currency),
                }),
              )
              .join(' · ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('quote.moq')}>{mine.moq}</Descriptions.Item>
          <Descriptions.Item label={t('quote.leadTime')}>
            {t('compare.days', { count: mine.leadTimeDays })}
          </Descriptions.Item>
          <Descriptions.Item label={t('quote.validUntil')}>{date(mine.validUntil, false)}</Descriptions.Item>
          <Descriptions.Item label={t('field.incoterm')}>{mine.incoterm}</Descriptions.Item>
          <Descriptions.Item label={t('quote.paymentTerms')}>{mine.paymentTerms}</Descriptions.Item>
          <Descriptions.Item label={t('quote.revisions')}>{mine.revisions}</Descriptions.Item>
        </Descriptions>
        {mine.status === 'declined' && (
          <Alert className="sk-rfq-alert" type="info" showIcon title={t('quote.declinedNote')} />
        )}
        {mine.status === 'accepted' && (
          <Alert
            className="sk-rfq-alert"
            type="success"
            showIcon
            title={
              <>
                {t('quote.acceptedNote')}{' '}
                {rfq.orderId && <Link to={`/seller/orders/${rfq.orderId}`}>{t('detail.openOrder')}</Link>}
              </>
            }
          />
        )}
        {mine.status === 'active' && !closed && (
          <Space wrap className="sk-rfq-actions">
            {mine.revisions < 1 && <Button onClick={() => setEditing(true)}>{t('quote.revise')}</Button>}
            <Button danger onClick={() => void withdraw(mine)}>
              {t('quote.withdraw')}
            </Button>
          </Space>
        )}
      </>
    );
  else if (editing && mine) body = <QuoteEditor rfq={rfq} quote={mine} onDone={() => setEditing(false)} />;
  else if (closed) body = <Alert type="info" showIcon title={t('quote.closed')} />;
  else body = <QuoteEditor rfq={rfq} quote={null} onDone={() => undefined} />;

  return (
    <section aria-labelledby="rfq-my-quote" className="sk-rfq-section sk-rfq-panel">
      <h2 id="rfq-my-quote">{t(mine ? 'quote.mine' : 'quote.title')}</h2>
      {rfq.status !== 'removed' && (
        <div className="sk-rfq-toolbar">
          <AskButton rfqId={rfq.id} name={rfq.buyerName || t('unnamedBuyer')} />
        </div>
      )}
      {body}
    </section>
  );
}
