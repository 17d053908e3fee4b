import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/problem';
import { useT } from '../../i18n/i18n';
import { useCountries } from '../browse/api/suppliers.api';
import type { AddressChange, BookAddress, NewAddress } from './buyer-api';

export interface AddressValues {
  label?: string;
  fullName: string;
  company?: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode?: string;
  country: string;
  phone: string;
}

const OPTIONAL = ['label', 'company', 'line2', 'region', 'postalCode'] as const;
const REQUIRED = ['fullName', 'line1', 'city', 'country', 'phone'] as const;

const clean = (s: string | undefined) => (s ?? '').trim();

/** A new address: empty optional fields left out. */
export function newAddressBody(v: AddressValues): NewAddress {
  const body: Record<string, string> = {};
  for (const f of [...REQUIRED, ...OPTIONAL]) if (clean(v[f])) body[f] = clean(v[f]);
  return body as unknown as NewAddress;
}

/** A change of `before`: only the fields that differ; an optional field emptied is sent as null. */
export function addressChange(before: BookAddress, v: AddressValues): AddressChange {
  const change: Record<string, string | null> = {};
  for (const f of REQUIRED) if (clean(v[f]) !== before[f]) change[f] = clean(v[f]);
  for (const f of OPTIONAL) {
    const next = clean(v[f]) || null;
    if (next !== (before[f] ?? null)) change[f] = next;
  }
  return change;
}

export const valuesOf = (a: BookAddress): AddressValues => ({
  label: a.label ?? '',
  fullName: a.fullName,
  company: a.company ?? '',
  line1: a.line1,
  line2: a.line2 ?? '',
  city: a.city,
  region: a.region ?? '',
  postalCode: a.postalCode ?? '',
  country: a.country,
  phone: a.phone,
});

/**
 * The form of one address of the book, checked as trade checks it (trade still decides: its field
 * errors are put on their fields). Countries: the 54 African ones Sokoni delivers to.
 */
export function AddressForm({
  initial,
  onSubmit,
  onCancel,
  submitLabel,
}: {
  initial: Partial<AddressValues>;
  onSubmit: (v: AddressValues) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
}) {
  const t = useT('buyer');
  const countries = useCountries();
  const [form] = Form.useForm<AddressValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const required = (key: string) => [{ required: true, whitespace: true, message: t(key) }];

  const submit = async (v: AddressValues) => {
    setSaving(true);
    setError(null);
    try {
      await onSubmit(v);
    } catch (e) {
      if (e instanceof ApiError) {
        const fields = Object.entries(e.fieldErrors());
        form.setFields(fields.map(([name, message]) => ({ name: name as never, errors: [message] })));
        setError(e.message);
      } else setError(t('error.network'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<AddressValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => void submit(v)}
    >
      <div className="by-grid">
        <Form.Item label={t('address.field.label')} name="label" extra={t('address.field.label.help')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          label={t('address.field.fullName')}
          name="fullName"
          rules={required('address.error.fullName')}
        >
          <Input autoComplete="name" maxLength={120} />
        </Form.Item>
        <Form.Item label={t('address.field.company')} name="company">
          <Input autoComplete="organization" maxLength={160} />
        </Form.Item>
        <Form.Item label={t('address.field.line1')} name="line1" rules={required('address.error.line1')}>
          <Input autoComplete="address-line1" maxLength={200} />
        </Form.Item>
        <Form.Item label={t('address.field.line2')} name="line2">
          <Input autoComplete="address-line2" maxLength={200} />
        </Form.Item>
        <Form.Item label={t('address.field.city')} name="city" rules={required('address.error.city')}>
          <Input autoComplete="address-level2" maxLength={100} />
        </Form.Item>
        <Form.Item label={t('address.field.region')} name="region">
          <Input autoComplete="address-level1" maxLength={100} />
        </Form.Item>
        <Form.Item label={t('address.field.postalCode')} name="postalCode">
          <Input autoComplete="postal-code" maxLength={20} />
        </Form.Item>
        <Form.Item
          label={t('address.field.country')}
          name="country"
          rules={[{ required: true, message: t('address.error.country') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={countries.isLoading}
            options={(countries.data ?? [])
              .filter((c) => c.african)
              .map((c) => ({ value: c.code, label: c.name }))}
          />
        </Form.Item>
        <Form.Item
          label={t('address.field.phone')}
          name="phone"
          extra={t('address.field.phone.help')}
          rules={[
            ...required('address.error.phone'),
            { pattern: /^\+[1-9][\d\s().-]{7,24}$/, message: t('address.error.phone') },
          ]}
        >
          <Input type="tel" autoComplete="tel" maxLength={32} />
        </Form.Item>
      </div>
      {error && (
        <p role="alert" className="by-error">
          {error}
        </p>
      )}
      <div className="by-actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>{t('address.cancel')}</Button>
      </div>
    </Form>
  );
}
