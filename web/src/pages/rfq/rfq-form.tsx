import { Alert, Button, Form, Input, InputNumber, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/problem';
import { useSessionUser } from '../../auth/auth-context';
import { useCurrency } from '../../currency/currency-context';
import { CURRENCIES } from '../../currency/currencies';
import { useLocale, useT } from '../../i18n/i18n';
import { languageInfo } from '../../i18n/languages';
import { useCountries } from '../auth/auth-api';
import { sendSourcingRequest, useRequestedProduct, type ContactReceipt } from './rfq-api';
import { LIMITS, UNITS, toContactPayload, validateRfq, type RfqField, type RfqInput } from './rfq-message';

/** Server field → the form field that shows its error (the composed message is the details). */
const SERVER_FIELDS: Record<string, RfqField> = {
  name: 'name',
  email: 'email',
  company: 'company',
  message: 'details',
};

const todayIso = () => new Date().toLocaleDateString('en-CA'); // yyyy-mm-dd, local time

/** The sourcing request: our rules first, then the server's answer, as on the contact form. */
export function RfqForm() {
  const t = useT('rfq');
  const { lang } = useLocale();
  const user = useSessionUser();
  const { currency } = useCurrency();
  const [params] = useSearchParams();
  const productId = params.get('product');
  const product = useRequestedProduct(productId);
  const countries = useCountries(lang);
  const [form] = Form.useForm<RfqInput>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; receipt: ContactReceipt } | null>(null);
  const locale = languageInfo(lang).translated ? lang : 'en';

  // The product arrives after the form is drawn; fill in only what the buyer has not typed yet.
  const p = product.data;
  useEffect(() => {
    if (!p) return;
    if (!form.getFieldValue('product')) form.setFieldValue('product', p.title);
    if (!form.isFieldTouched('unit') && (UNITS as readonly string[]).includes(p.unit))
      form.setFieldValue('unit', p.unit);
    if (!form.isFieldTouched('currency')) form.setFieldValue('currency', p.currency);
  }, [p, form]);

  const rule = (field: RfqField): Rule => ({
    validator: () => {
      const code = validateRfq(form.getFieldsValue(true) as RfqInput, todayIso())[field];
      return code
        ? Promise.reject(new Error(t(`error.${code}`, { min: LIMITS.detailsMin })))
        : Promise.resolve();
    },
  });

  async function submit(values: RfqInput) {
    setFailure(null);
    setSending(true);
    const countryName = countries.data?.find((c) => c.code === values.country)?.name;
    const input = { ...values, productId: p ? (productId ?? undefined) : undefined, countryName };
    try {
      const receipt = await sendSourcingRequest(toContactPayload(input, location.origin, locale));
      setSent({ email: values.email.trim(), receipt });
    } catch (e) {
      if (e instanceof ApiError) {
        const fields = Object.entries(e.fieldErrors()).filter(([f]) => f in SERVER_FIELDS);
        form.setFields(fields.map(([f, message]) => ({ name: SERVER_FIELDS[f]!, errors: [message] })));
        if (fields.length === 0) setFailure(e.problem.detail ?? e.problem.title ?? t('failed'));
      } else setFailure(t('network'));
    } finally {
      setSending(false);
    }
  }

  if (sent)
    return (
      <section className="sk-rfq-panel sk-rfq-panel--sent" role="status" aria-live="polite">
        <h2>{t('success.title')}</h2>
        <p>{t('success.body', { email: sent.email })}</p>
        <p>{t('success.reference', { id: sent.receipt.id })}</p>
        <div className="sk-rfq-actions">
          <Button
            onClick={() => {
              setSent(null);
              form.setFieldsValue({
                product: '',
                quantity: null,
                targetPrice: null,
                requiredBy: '',
                details: '',
              });
            }}
          >
            {t('again')}
          </Button>
          <Link className="sk-btn sk-btn-ghost" to="/search">
            {t('browse')}
          </Link>
        </div>
      </section>
    );

  return (
    <section className="sk-rfq-panel" aria-labelledby="rfq-form-title">
      <h2 id="rfq-form-title">{t('form.title')}</h2>
      <Form<RfqInput>
        form={form}
        name="rfq"
        layout="vertical"
        requiredMark="optional"
        noValidate
        initialValues={{
          name: user?.fullName ?? '',
          email: user?.email ?? '',
          company: user?.businessName ?? '',
          product: '',
          quantity: null,
          unit: undefined,
          targetPrice: null,
          currency,
          country: user?.country || undefined,
          requiredBy: '',
          details: '',
        }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => failure && setFailure(null)}
      >
        <Form.Item name="product" label={t('field.product')} required rules={[rule('product')]}>
          <Input
            maxLength={LIMITS.productMax}
            placeholder={t('placeholder.product')}
            aria-busy={product.isLoading}
          />
        </Form.Item>
        <div className="sk-rfq-row">
          <Form.Item name="quantity" label={t('field.quantity')} required rules={[rule('quantity')]}>
            <InputNumber min={0} max={LIMITS.quantityMax} style={{ inlineSize: '100%' }} />
          </Form.Item>
          <Form.Item name="unit" label={t('field.unit')} required rules={[rule('unit')]}>
            <Select
              placeholder={t('placeholder.unit')}
              options={UNITS.map((u) => ({ value: u, label: t(`unit.${u}`) }))}
            />
          </Form.Item>
        </div>
        <div className="sk-rfq-row">
          <Form.Item name="targetPrice" label={t('field.targetPrice')} rules={[rule('targetPrice')]}>
            <InputNumber min={0} style={{ inlineSize: '100%' }} />
          </Form.Item>
          <Form.Item name="currency" label={t('field.currency')}>
            <Select options={CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} (${c.symbol})` }))} />
          </Form.Item>
        </div>
        <div className="sk-rfq-row">
          <Form.Item name="country" label={t('field.country')} required rules={[rule('country')]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={countries.isLoading}
              placeholder={t('placeholder.country')}
              options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            />
          </Form.Item>
          <Form.Item name="requiredBy" label={t('field.requiredBy')} rules={[rule('requiredBy')]}>
            <Input type="date" min={todayIso()} />
          </Form.Item>
        </div>
        <Form.Item
          name="details"
          label={t('field.details')}
          required
          rules={[rule('details')]}
          extra={t('help.details')}
        >
          <Input.TextArea rows={6} count={{ show: true, max: LIMITS.detailsMax }} />
        </Form.Item>
        <div className="sk-rfq-row">
          <Form.Item name="name" label={t('field.name')} required rules={[rule('name')]}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item name="email" label={t('field.email')} required rules={[rule('email')]}>
            <Input type="email" autoComplete="email" inputMode="email" dir="ltr" />
          </Form.Item>
        </div>
        <Form.Item name="company" label={t('field.company')} rules={[rule('company')]}>
          <Input autoComplete="organization" />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} className="sk-rfq-alert" role="alert" />}
        <p className="sk-rfq-note">
          {t('privacy')} <Link to="/privacy-policy">{t('privacyLink')}</Link>
        </p>
        <Button type="primary" htmlType="submit" size="large" loading={sending}>
          {t('submit')}
        </Button>
      </Form>
    </section>
  );
}
