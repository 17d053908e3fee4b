import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, Input, Select, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTrackOnce } from '../../../analytics/use-track';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../api/problem';
import type { SessionUser } from '../../../auth/session';
import { cartApi } from '../../../cart/cart-api';
import { cartKey } from '../../../cart/server-cart';
import { CURRENCIES, isCurrency } from '../../../currency/currencies';
import { useCurrency } from '../../../currency/currency-context';
import { convertMinor } from '../../../currency/money';
import { useLocale, useT } from '../../../i18n/i18n';
import { ErrorAlert, RequireRole, TradePage, useMoney } from '../components/trade-ui';
import { useCountries } from '../../browse/api/suppliers.api';
import { addressBody, asAddress, type ShippingAddress } from '../lib/address-book';
import { blockedLines, checkoutItems, checkoutRefusal, type CheckoutRefusal } from '../lib/checkout-lines';
import { AttemptKeys, sendIdempotent, sessionKeyStore } from '../lib/idempotency';
import { INCOTERMS, tradeApi, tradeKeys, type Currency, type Incoterm } from '../trade-api';
import { AddressChoices, AddressFields, SaveAddressChoice } from './address-fields';
import { useCheckoutAddresses } from './address-book.hook';
import { CartReview, RefusalAlert } from './cart-review';
import '../trade.css';

interface CheckoutForm {
  shippingAddress: ShippingAddress;
  currency: Currency;
  incoterm?: Incoterm;
  note?: string;
  /** Shown for an address not in the book yet. */
  saveAddress?: boolean;
}

function CheckoutScreen({ user }: { user: SessionUser }) {
  const t = useT('trade');
  const { lang } = useLocale();
  const money = useMoney();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { currency: shown, rates } = useCurrency();
  const [form] = Form.useForm<CheckoutForm>();
  const [refusal, setRefusal] = useState<CheckoutRefusal | null>(null);
  const [placing, setPlacing] = useState(false);
  const book = useCheckoutAddresses(user.id);
  const countries = useCountries();
  const [picked, setPicked] = useState<string | null>(null);
  const typed = Form.useWatch('shippingAddress', form) as Partial<ShippingAddress> | undefined;
  // One key per attempt at placing this checkout, kept across a reload until the server answers.
  const attempts = useMemo(
    () => new AttemptKeys(undefined, sessionKeyStore(`sokoni.checkout.attempt.${user.id}`)),
    [user.id],
  );
  const cart = useQuery({ queryKey: cartKey(user.id), queryFn: ({ signal }) => cartApi.get(signal) });
  const currency = Form.useWatch('currency', form) ?? (isCurrency(shown) ? shown : 'USD');

  const lines = useMemo(() => (cart.data?.sellers ?? []).flatMap((s) => s.lines), [cart.data]);
  useTrackOnce('begin_checkout', lines.length > 0 ? {} : null);
  if (cart.isPending || book.loading) return <Skeleton active />;
  if (cart.isError) return <ErrorAlert error={cart.error} />;
  if (lines.length === 0)
    return (
      <Empty description={t('checkout.empty')}>
        <Link className="sk-btn" to="/products">
          {t('checkout.browse')}
        </Link>
      </Empty>
    );
  const blocked = blockedLines(lines);
  const pickedId = picked ?? book.preselected?.id ?? 'new';
  // The book takes addresses in the 54 African countries only: elsewhere it is not offered.
  const african = countries.data?.some((c) => c.code === typed?.country && c.african) ?? false;
  const typedAddress = typed ? asAddress(typed) : null;
  const offerSave = !book.full && african && !(typedAddress && book.inBook(typedAddress));

  // Display estimate only, at the catalogue's display rates: trade converts exactly when placing.
  const to = rates.get(currency);
  let estimate: number | null = to ? 0 : null;
  for (const l of lines) {
    const from = rates.get(l.currency);
    if (estimate === null || !from || !to) estimate = null;
    else estimate += l.currency === currency ? l.lineTotalMinor : convertMinor(l.lineTotalMinor, from, to);
  }

  const place = async (values: CheckoutForm) => {
    setPlacing(true);
    setRefusal(null);
    const body = {
      currency: values.currency,
      shippingAddress: addressBody(values.shippingAddress),
      ...(values.incoterm ? { incoterm: values.incoterm } : {}),
      ...(values.note?.trim() ? { note: values.note.trim() } : {}),
      items: checkoutItems(lines),
    };
    try {
      const placed = await sendIdempotent(attempts, body, (key) => tradeApi.placeCheckout(body, key, lang));
      // Saving is a convenience: the order is placed whatever the book answers.
      if (values.saveAddress && offerSave) await book.save(body.shippingAddress).catch(() => undefined);
      client.setQueryData(tradeKeys.checkout(placed.data.id), placed);
      // Cart removes the bought lines when it reads trade's event: read it again shortly.
      void client.invalidateQueries({ queryKey: cartKey(user.id) });
      setTimeout(() => void client.invalidateQueries({ queryKey: cartKey(user.id) }), 3000);
      void navigate(`/checkout/${placed.data.id}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        const r = checkoutRefusal(error, lines);
        if (r.kind === 'other')
          form.setFields(
            Object.entries(r.fields).map(([field, message]) => ({
              name: field.split('.') as never,
              errors: [message],
            })),
          );
        setRefusal(r);
      } else setRefusal({ kind: 'other', message: t('error.network.retry'), code: null, fields: {} });
    } finally {
      setPlacing(false);
    }
  };

  return (
    <div className="sk-trade-checkout">
      <section aria-labelledby="checkout-items" className="sk-trade-main">
        <h2 id="checkout-items">{t('checkout.items')}</h2>
        {blocked.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('checkout.blocked', { count: blocked.length })}
            description={<Link to="/cart">{t('checkout.backToCart')}</Link>}
          />
        )}
        <CartReview lines={lines} refusal={refusal} />
      </section>
      <section aria-labelledby="checkout-details" className="sk-trade-side">
        <h2 id="checkout-details">{t('checkout.details')}</h2>
        <Form<CheckoutForm>
          form={form}
          layout="vertical"
          initialValues={{
            currency,
            shippingAddress: book.preselected?.address ?? { country: user.country },
            saveAddress: true,
          }}
          onFinish={(v) => void place(v)}
        >
          <AddressChoices
            choices={book.choices}
            value={pickedId}
            onPick={(id) => {
              setPicked(id);
              const chosen = book.choices.find((c) => c.id === id)?.address;
              form.setFieldsValue({
                shippingAddress: {
                  ...emptyAddress,
                  ...(chosen ?? { ...blankAddress, country: user.country }),
                },
              });
            }}
          />
          <AddressFields />
          <SaveAddressChoice show={offerSave} />
          <Form.Item label={t('field.currency')} name="currency" extra={t('field.currency.help')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }))}
            />
          </Form.Item>
          <Form.Item label={t('field.incoterm')} name="incoterm" extra={t('field.incoterm.help')}>
            <Select allowClear options={INCOTERMS.map((i) => ({ value: i, label: i }))} />
          </Form.Item>
          <Form.Item label={t('field.note')} name="note">
            <Input.TextArea rows={3} maxLength={1000} showCount />
          </Form.Item>
          {estimate !== null && (
            <p className="sk-trade-estimate">
              {t('checkout.estimate', { amount: money(estimate, currency) })}
            </p>
          )}
          {refusal && <RefusalAlert refusal={refusal} />}
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={placing}
            disabled={blocked.length > 0}
          >
            {t('checkout.place')}
          </Button>
          <p className="sk-trade-fine">{t('checkout.place.note')}</p>
        </Form>
      </section>
    </div>
  );
}

const emptyAddress: Partial<ShippingAddress> = { company: '', line2: '', region: '', postalCode: '' };
const blankAddress: Partial<ShippingAddress> = { fullName: '', line1: '', city: '', phone: '' };

/** /checkout: the server cart by seller, the address, the currency; placing makes one order per seller. */
export default function CheckoutPage() {
  const t = useT('trade');
  return (
    <TradePage title={t('checkout.title')} lead={t('checkout.lead')}>
      <RequireRole role="buyer">{(user) => <CheckoutScreen key={user.id} user={user} />}</RequireRole>
    </TradePage>
  );
}
