import { Button, Form, Input, Radio, Select } from 'antd';
import { useT } from '../../../i18n/i18n';
import { useCountries } from '../../browse/api/suppliers.api';
import { addressLine, type ShippingAddress } from '../lib/address-book';

const F = (name: keyof ShippingAddress) => ['shippingAddress', name];

/** Addresses used before (last checkouts, then this browser's book): picking one fills the form. */
export function AddressChoices({
  choices,
  onPick,
  onForget,
  saved,
}: {
  choices: readonly ShippingAddress[];
  onPick: (a: ShippingAddress) => void;
  onForget: (a: ShippingAddress) => void;
  /** Kept in this browser (the last checkouts' addresses cannot be forgotten here). */
  saved: (a: ShippingAddress) => boolean;
}) {
  const t = useT('trade');
  if (choices.length === 0) return null;
  return (
    <fieldset className="sk-trade-address-book">
      <legend>{t('checkout.address.saved')}</legend>
      <Radio.Group
        onChange={(e) => onPick(choices[Number(e.target.value)]!)}
        options={choices.map((a, i) => ({ value: String(i), label: addressLine(a) }))}
        orientation="vertical"
      />
      <div className="sk-trade-address-forget">
        {choices.filter(saved).map((a) => (
          <Button key={addressLine(a)} type="link" size="small" onClick={() => onForget(a)}>
            {t('checkout.address.forget', { address: a.line1 })}
          </Button>
        ))}
      </div>
    </fieldset>
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
