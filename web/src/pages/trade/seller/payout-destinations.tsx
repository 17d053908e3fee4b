import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Empty, Form, Input, Modal, Popconfirm, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/problem';
import type { SessionUser } from '../../../auth/session';
import { useT } from '../../../i18n/i18n';
import { ErrorAlert } from '../components/trade-ui';
import {
  BANK_CURRENCIES,
  destinationKeys,
  destinationsApi,
  HOME_COUNTRY,
  WALLETS,
  type DestinationKind,
  type MobileNetwork,
  type NewPayoutDestination,
  type PayoutDestination,
} from './payout-destinations.api';

/** The seller's destinations (an empty list while they cannot be read: payouts still work without). */
export function useDestinations(user: SessionUser) {
  return useQuery({
    queryKey: destinationKeys.all(user.id),
    queryFn: ({ signal }) => destinationsApi.list(signal),
  });
}

/** One line naming a destination without its full number: "Bank 058 ••••6789", "M-Pesa ••••4149". */
export function useDestinationLabel() {
  const d = useT('payouts');
  return (x: PayoutDestination) =>
    x.kind === 'bank_account'
      ? d('destinations.label.bank', { bank: x.bankCode ?? '', account: x.accountNumberMasked ?? '' })
      : x.kind === 'mobile_money'
        ? d('destinations.label.wallet', {
            network: d(`destinations.network.${x.network ?? 'mpesa'}`),
            phone: x.phoneMasked ?? '',
          })
        : x.accountName;
}

type FormValues = Omit<NewPayoutDestination, 'kind'> & { kind: Exclude<DestinationKind, 'sandbox'> };

/** Adding a bank account or wallet: the fields of its kind; trade's refusals land on their fields. */
function AddDestination({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const d = useT('payouts');
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form) ?? 'bank_account';
  const currency = Form.useWatch('currency', form);
  const country = Form.useWatch('country', form);
  const [error, setError] = useState<unknown>(null);
  const wallets = currency ? WALLETS[currency] : undefined;
  const networks: readonly MobileNetwork[] = (country && wallets?.[country.toUpperCase()]) || [];
  const currencies = kind === 'bank_account' ? BANK_CURRENCIES : Object.keys(WALLETS);
  const required = [{ required: true, message: d('destinations.required') }];
  const save = useMutation({
    mutationFn: (v: FormValues) => destinationsApi.create(v),
    onSuccess: onDone,
    onError: (err) => {
      setError(err);
      if (err instanceof ApiError)
        form.setFields(
          Object.entries(err.fieldErrors())
            .filter(([field]) => field !== 'kind')
            .map(([name, message]) => ({ name: name as keyof FormValues, errors: [message] })),
        );
    },
  });

  return (
    <Modal
      open
      title={d('destinations.add.title')}
      okText={d('destinations.save')}
      okButtonProps={{ loading: save.isPending }}
      cancelText={d('destinations.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'bank_account' }}
        onValuesChange={(changed: Partial<FormValues>) => {
          // A currency suggests its country; the networks follow the country.
          if (changed.currency) {
            const first = Object.keys(WALLETS[changed.currency] ?? {})[0];
            form.setFieldValue('country', kind === 'mobile_money' ? first : HOME_COUNTRY[changed.currency]);
          }
          if (changed.kind)
            form.setFieldsValue({ currency: undefined, country: undefined, network: undefined });
        }}
        onFinish={(v) => {
          setError(null);
          save.mutate(v);
        }}
      >
        <Form.Item name="kind" label={d('destinations.kind')} rules={required}>
          <Select
            options={(['bank_account', 'mobile_money'] as const).map((k) => ({
              value: k,
              label: d(`destinations.kind.${k}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="currency" label={d('destinations.currency')} rules={required}>
          <Select showSearch options={currencies.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="country" label={d('destinations.country')} rules={required}>
          <Input maxLength={2} autoComplete="country" style={{ textTransform: 'uppercase' }} />
        </Form.Item>
        <Form.Item name="accountName" label={d('destinations.accountName')} rules={required}>
          <Input maxLength={100} autoComplete="name" />
        </Form.Item>
        {kind === 'bank_account' ? (
          <>
            <Form.Item name="bankCode" label={d('destinations.bankCode')} rules={required}>
              <Input maxLength={20} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="accountNumber"
              label={d('destinations.accountNumber')}
              extra={d('destinations.accountNumber.help')}
              rules={required}
            >
              <Input maxLength={40} autoComplete="off" inputMode="numeric" />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="network" label={d('destinations.network')} rules={required}>
              <Select
                options={networks.map((n) => ({ value: n, label: d(`destinations.network.${n}`) }))}
                notFoundContent={d('destinations.network.none')}
              />
            </Form.Item>
            <Form.Item
              name="phone"
              label={d('destinations.phone')}
              extra={d('destinations.phone.help')}
              rules={required}
            >
              <Input maxLength={20} autoComplete="tel" inputMode="tel" />
            </Form.Item>
          </>
        )}
        <Form.Item name="makeDefault" valuePropName="checked">
          <Checkbox>{d('destinations.makeDefault')}</Checkbox>
        </Form.Item>
      </Form>
      {error !== null && <ErrorAlert error={error} />}
    </Modal>
  );
}

/** "Where you are paid": the seller's destinations, one default per currency, add and remove. */
export function PayoutDestinations({ user }: { user: SessionUser }) {
  const d = useT('payouts');
  const label = useDestinationLabel();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useDestinations(user);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: destinationKeys.all(user.id) });
  const act = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'remove' | 'default' }) =>
      action === 'remove' ? destinationsApi.remove(id) : destinationsApi.makeDefault(id),
    onMutate: () => setError(null),
    onSuccess: (_, { action }) => {
      void message.success(d(action === 'remove' ? 'destinations.removed' : 'destinations.defaultSet'));
      refresh();
    },
    onError: setError,
  });

  return (
    <section aria-labelledby="destinations" className="sk-trade-section">
      <h2 id="destinations">{d('destinations.title')}</h2>
      <p className="sk-trade-fine">{d('destinations.lead')}</p>
      {list.isPending ? (
        <Skeleton active />
      ) : list.isError ? (
        <ErrorAlert error={list.error} />
      ) : list.data.length === 0 ? (
        <Empty description={d('destinations.empty')} />
      ) : (
        <ul
          aria-label={d('destinations.title')}
          style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}
        >
          {list.data.map((x) => (
            <li key={x.id} className="sk-trade-card" aria-label={`${label(x)} ${x.currency}`}>
              <p>
                <strong>{label(x)}</strong> · {x.currency}
                {x.country ? ` · ${x.country}` : ''}{' '}
                {x.isDefault && <Tag color="green">{d('destinations.default')}</Tag>}
              </p>
              <p className="sk-trade-fine">
                {d(`destinations.kind.${x.kind}`)} · {x.accountName}
              </p>
              {!x.isDefault && (
                <Button
                  size="small"
                  disabled={act.isPending}
                  onClick={() => act.mutate({ id: x.id, action: 'default' })}
                >
                  {d('destinations.setDefault')}
                </Button>
              )}{' '}
              <Popconfirm
                title={d('destinations.remove.title')}
                description={d('destinations.remove.text')}
                okText={d('destinations.remove')}
                cancelText={d('destinations.cancel')}
                onConfirm={() => act.mutate({ id: x.id, action: 'remove' })}
              >
                <Button size="small" danger disabled={act.isPending}>
                  {d('destinations.remove')}
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
      {error !== null && <ErrorAlert error={error} />}
      <Button onClick={() => setAdding(true)}>{d('destinations.add')}</Button>
      {adding && (
        <AddDestination
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void message.success(d('destinations.saved'));
            refresh();
          }}
        />
      )}
    </section>
  );
}

/** The dialog's choice of where a payout goes: the currency's destinations, its default first chosen. */
export function DestinationPicker({
  destinations,
  currency,
  value,
  onChange,
}: {
  destinations: readonly PayoutDestination[];
  currency: string;
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  const d = useT('payouts');
  const label = useDestinationLabel();
  const mine = destinations.filter((x) => x.currency === currency);
  if (mine.length === 0) return <p className="sk-trade-fine">{d('payout.destination.none', { currency })}</p>;
  return (
    <Form.Item label={d('payout.destination')} required>
      <Select
        aria-label={d('payout.destination')}
        value={value}
        onChange={onChange}
        options={mine.map((x) => ({
          value: x.id,
          label: x.isDefault ? d('payout.destination.default', { label: label(x) }) : label(x),
        }))}
      />
    </Form.Item>
  );
}
