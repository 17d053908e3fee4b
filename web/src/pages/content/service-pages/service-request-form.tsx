import { Alert, Button, Checkbox, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/problem';
import { useSessionUser } from '../../../auth/auth-context';
import { useCurrency } from '../../../currency/currency-context';
import { CURRENCIES } from '../../../currency/currencies';
import { useLocale, useT, type TFunction } from '../../../i18n/i18n';
import { languageInfo } from '../../../i18n/languages';
import { useCountries } from '../../auth/auth-api';
import { sendServiceRequest, type ServiceRequestReceipt } from './service-request-api';
import {
  dayRange,
  FINANCE_PURPOSES,
  formPath,
  FREIGHT_MODES,
  INCOTERMS,
  INSPECTION_KINDS,
  PARTNER_KINDS,
  toPayload,
  validateRequest,
  type RequestInput,
  type RuleFailure,
  type Service,
} from './service-request-rules';
import './service-request.css';

export function failureText(t: TFunction, f: RuleFailure): string {
  return t(`form.error.${f.code}`, { min: f.min ?? 0, max: f.max ?? 0 });
}

type Path = [string, string] | [string];
const path = (p: string): Path => p.split('.') as Path;

/**
 * A request for a service Sokoni arranges through partners (finance, freight, inspection) or a
 * partnership enquiry: what is needed, in that service's own fields, then who asks (prefilled for a
 * signed-in user) and their consent to share it with partners. Our rules first, in the reader's
 * language, then the server's answer: field errors on their fields, anything else above the button.
 */
export function ServiceRequestForm({ service }: { service: Service }) {
  const t = useT('services');
  const { lang } = useLocale();
  const user = useSessionUser();
  const { currency } = useCurrency();
  const countries = useCountries(lang);
  const [form] = Form.useForm<RequestInput>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; receipt: ServiceRequestReceipt } | null>(null);
  // The server writes its acknowledgement in one of the translated languages; others get English.
  const locale = languageInfo(lang).translated ? lang : 'en';
  const days = dayRange();

  const rule = (p: string): Rule => ({
    validator: () => {
      const f = validateRequest(service, form.getFieldsValue(true) as RequestInput)[p];
      return f ? Promise.reject(new Error(failureText(t, f))) : Promise.resolve();
    },
  });
  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.code, label: c.name }));
  const choose = (values: readonly string[], ns: string) =>
    values.map((value) => ({ value, label: t(`${ns}.${value}`) }));

  /** One field: label, our rule, the name the server's errors use. */
  const item = (
    p: string,
    control: ReactNode,
    opts: { required?: boolean; extra?: string; deps?: string[] } = {},
  ) => (
    <Form.Item
      name={path(p)}
      label={t(`field.${p}`)}
      required={opts.required ?? true}
      rules={[rule(p)]}
      extra={opts.extra}
      dependencies={opts.deps?.map(path)}
    >
      {control}
    </Form.Item>
  );
  const countrySelect = (mode?: 'multiple') => (
    <Select
      mode={mode}
      showSearch={{ optionFilterProp: 'label' }}
      loading={countries.isLoading}
      placeholder={t(mode ? 'placeholder.countries' : 'placeholder.country')}
      options={countryOptions}
    />
  );
  const dayInput = <Input type="date" min={days.min} max={days.max} />;

  async function submit(values: RequestInput) {
    setFailure(null);
    setSending(true);
    try {
      const receipt = await sendServiceRequest(toPayload(service, values, locale));
      setSent({ email: (values.email ?? '').trim(), receipt });
    } catch (e) {
      if (e instanceof ApiError) {
        const fields = Object.entries(e.fieldErrors())
          .map(([f, message]) => [formPath(f), message] as const)
          .filter((entry): entry is readonly [(string | number)[], string] => entry[0] !== undefined);
        // The paths are the form's own (formPath keeps only those), typed as plain arrays.
        form.setFields(fields.map(([name, message]) => ({ name: name as never, errors: [message] })));
        // Errors that belong to no field (rate limit, server fault) are shown above the button.
        if (fields.length === 0) setFailure(e.problem.detail ?? e.problem.title ?? t('form.failed'));
      } else setFailure(t('form.network'));
    } finally {
      setSending(false);
    }
  }

  if (sent)
    return (
      <section
        id="request"
        className="sk-service-form sk-service-form--sent"
        role="status"
        aria-live="polite"
      >
        <h2>{t('success.title')}</h2>
        <p>{t('success.body', { email: sent.email })}</p>
        <p>{t('success.reference', { id: sent.receipt.id })}</p>
        <Button
          onClick={() => {
            setSent(null);
            form.resetFields([service, 'message', 'consent']);
          }}
        >
          {t('success.again')}
        </Button>
      </section>
    );

  return (
    <section id="request" className="sk-service-form" aria-labelledby="service-form-title">
      <h2 id="service-form-title">{t(`form.title.${service}`)}</h2>
      <Form<RequestInput>
        form={form}
        name={`service-${service}`}
        layout="vertical"
        requiredMark="optional"
        noValidate
        initialValues={{
          name: user?.fullName ?? '',
          email: user?.email ?? '',
          company: user?.businessName ?? '',
          phone: typeof user?.phone === 'string' ? user.phone : '',
          country: user?.country || undefined,
          message: '',
          consent: false,
          finance: { currency, amount: '', termMonths: '', orderReference: '' },
          partnership: { organisation: user?.businessName ?? '', countries: [] },
        }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => failure && setFailure(null)}
      >
        <fieldset className="sk-service-form__group">
          <legend>{t('form.section.need')}</legend>
          {service === 'finance' && (
            <>
              {item(
                'finance.purpose',
                <Select
                  placeholder={t('placeholder.choose')}
                  options={choose(FINANCE_PURPOSES, 'purpose')}
                />,
              )}
              <div className="sk-service-form__row">
                {item('finance.amount', <Input inputMode="decimal" dir="ltr" />, {
                  deps: ['finance.currency'],
                })}
                {item(
                  'finance.currency',
                  <Select
                    options={CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} (${c.symbol})` }))}
                  />,
                )}
              </div>
              {item('finance.termMonths', <Input inputMode="numeric" dir="ltr" />)}
              {item('finance.orderReference', <Input />, { required: false })}
            </>
          )}
          {service === 'freight' && (
            <>
              {item(
                'freight.mode',
                <Select placeholder={t('placeholder.choose')} options={choose(FREIGHT_MODES, 'mode')} />,
              )}
              <div className="sk-service-form__row">
                {item('freight.originCountry', countrySelect())}
                {item('freight.originPort', <Input />)}
              </div>
              <div className="sk-service-form__row">
                {item('freight.destinationCountry', countrySelect())}
                {item('freight.destinationPort', <Input />)}
              </div>
              {item('freight.cargo', <Input.TextArea rows={3} count={{ show: true, max: 500 }} />, {
                extra: t('help.cargo'),
              })}
              <div className="sk-service-form__row">
                {item('freight.weightKg', <Input inputMode="decimal" dir="ltr" />, {
                  required: false,
                  deps: ['freight.volumeM3'],
                  extra: t('help.weightOrVolume'),
                })}
                {item('freight.volumeM3', <Input inputMode="decimal" dir="ltr" />, { required: false })}
              </div>
              <div className="sk-service-form__row">
                {item(
                  'freight.incoterm',
                  <Select
                    allowClear
                    placeholder={t('placeholder.incoterm')}
                    options={INCOTERMS.map((value) => ({ value, label: value }))}
                  />,
                  { required: false },
                )}
                {item('freight.readyDate', dayInput)}
              </div>
            </>
          )}
          {service === 'inspection' && (
            <>
              {item(
                'inspection.kind',
                <Select
                  placeholder={t('placeholder.choose')}
                  options={choose(INSPECTION_KINDS, 'inspectionKind')}
                />,
              )}
              {item('inspection.product', <Input />)}
              {item('inspection.quantity', <Input />)}
              <div className="sk-service-form__row">
                {item('inspection.country', countrySelect())}
                {item('inspection.location', <Input />)}
              </div>
              <div className="sk-service-form__row">
                {item('inspection.date', dayInput)}
                {item('inspection.orderReference', <Input />, { required: false })}
              </div>
              {item('inspection.standard', <Input placeholder={t('placeholder.standard')} />)}
            </>
          )}
          {service === 'partnership' && (
            <>
              {item(
                'partnership.kind',
                <Select
                  placeholder={t('placeholder.choose')}
                  options={choose(PARTNER_KINDS, 'partnerKind')}
                />,
              )}
              {item('partnership.organisation', <Input autoComplete="organization" />)}
              {item(
                'partnership.website',
                <Input type="url" inputMode="url" dir="ltr" placeholder="https://" />,
                {
                  required: false,
                },
              )}
              {item('partnership.countries', countrySelect('multiple'))}
              {item('partnership.proposal', <Input.TextArea rows={6} count={{ show: true, max: 3000 }} />)}
            </>
          )}
        </fieldset>

        <fieldset className="sk-service-form__group">
          <legend>{t('form.section.contact')}</legend>
          {user && <p className="sk-service-form__note">{t('form.prefilled', { email: user.email })}</p>}
          <div className="sk-service-form__row">
            {item('name', <Input autoComplete="name" />)}
            {item('email', <Input type="email" autoComplete="email" inputMode="email" dir="ltr" />)}
          </div>
          <div className="sk-service-form__row">
            {item('company', <Input autoComplete="organization" />, { required: false })}
            {item('phone', <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" />, {
              required: false,
              extra: t('help.phone'),
            })}
          </div>
          {item('country', countrySelect(), { required: false })}
          {item('message', <Input.TextArea rows={3} count={{ show: true, max: 3000 }} />, {
            required: false,
          })}
        </fieldset>

        <Form.Item name="consent" valuePropName="checked" rules={[rule('consent')]}>
          <Checkbox>{t(`form.consent.${service}`)}</Checkbox>
        </Form.Item>
        {failure && (
          <Alert type="error" showIcon title={failure} className="sk-service-form__alert" role="alert" />
        )}
        <p className="sk-service-form__note">
          {t('form.privacy')} <Link to="/privacy-policy">{t('form.privacyLink')}</Link>
        </p>
        <Button type="primary" htmlType="submit" size="large" loading={sending}>
          {t(`form.submit.${service}`)}
        </Button>
      </Form>
    </section>
  );
}
