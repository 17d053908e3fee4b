import { Checkbox, Form, Input, Radio, Select } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { useCountries } from '../../browse/api/suppliers.api';
import { addressLine, type ShippingAddress } from '../lib/address-book';
import type { BookChoice } from './address-book.hook';

const F = (name: keyof ShippingAddress) => ['shippingAddress', name];

/** The buyer's address book (the default first): picking one fills the form, "another" empties it. */
export function AddressChoices({
  choices,
  value,
  onPick,
}: {
  choices: readonly BookChoice[];
  /** The id of the address picked, or "new". */
  value: string;
  onPick: (id: string) => void;
}) {
  const tb = useT('buyer');
  if (choices.length === 0) return null;
  return (
    <fieldset className="sk-trade-address-book">
      <legend>{tb('checkout.book')}</legend>
      <Radio.Group
        value={value}
        onChange={(e) => onPick(String(e.target.value))}
        options={[
          ...choices.map((c) => ({
            value: c.id,
            label: c.label ? `${c.label} — ${addressLine(c.address)}` : addressLine(c.address),
          })),
          { value: 'new', label: tb('checkout.newAddress') },
        ]}
        orientation="vertical"
      />
      <Link to="/buyer/dashboard#addresses" className="sk-trade-address-manage">
        {tb('checkout.manage')}
      </Link>
    </fieldset>
  );
}

/** "Save this address" under a new address, when the book can take it (an African country, room left). */
export function SaveAddressChoice({ show }: { show: boolean }) {
  const tb = useT('buyer');
  if (!show) return null;
  return (
    <Form.Item name="saveAddress" valuePropName="checked">
      <Checkbox>{tb('checkout.saveAddress')}</Checkbox>
    </Form.Item>
  );
}

/** The shipping address fields, checked as trade checks them (trade still decides, e.g. the phone). */
export function AddressFields() {
  const t = useT('trade');
  const countries = useCountries();
  const required = (key: string) => [{ required: true, whitespace: true, message: t(key) }];
  return (
    <div className="sk-trade-grid">
      <Form.Item label={t('field.fullName')} name={F('fullName')} rules={required('error.fullName')}>
        <Input autoComplete="shipping name" maxLength={120} />
      </Form.Item>
      <Form.Item label={t('field.company')} name={F('company')}>
        <Input autoComplete="shipping organization" maxLength={160} />
      </Form.Item>
      <Form.Item label={t('field.line1')} name={F('line1')} rules={required('error.line1')}>
        <Input autoComplete="shipping address-line1" maxLength={200} />
      </Form.Item>
      <Form.Item label={t('field.line2')} name={F('line2')}>
        <Input autoComplete="shipping address-line2" maxLength={200} />
      </Form.Item>
      <Form.Item label={t('field.city')} name={F('city')} rules={required('error.city')}>
        <Input autoComplete="shipping address-level2" maxLength={100} />
      </Form.Item>
      <Form.Item label={t('field.region')} name={F('region')}>
        <Input autoComplete="shipping address-level1" maxLength={100} />
      </Form.Item>
      <Form.Item label={t('field.postalCode')} name={F('postalCode')}>
        <Input autoComplete="shipping postal-code" maxLength={20} />
      </Form.Item>
      <Form.Item
        label={t('field.country')}
        name={F('country')}
        rules={[{ required: true, message: t('error.country') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={countries.isLoading}
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        />
      </Form.Item>
      <Form.Item
        label={t('field.phone')}
        name={F('phone')}
        extra={t('field.phone.help')}
        rules={[...required('error.phone'), { pattern: /^\+?[\d\s().-]{6,31}$/, message: t('error.phone') }]}
      >
        <Input type="tel" autoComplete="shipping tel" maxLength={32} />
      </Form.Item>
    </div>
  );
}
