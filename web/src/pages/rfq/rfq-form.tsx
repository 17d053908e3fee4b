import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, InputNumber, Radio, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { track } from '../../analytics/tracker';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/problem';
import { useCurrency } from '../../currency/currency-context';
import { CURRENCIES } from '../../currency/currencies';
import { useLocale, useT } from '../../i18n/i18n';
import { useSessionUser } from '../../auth/auth-context';
import { isNetworkFailure, ownerOf } from '../../shell/offline/network';
import { useCountries } from '../auth/auth-api';
import { useCategoryTree } from '../browse/api/categories.api';
import { FilesField, filesOf } from '../trade/components/files-field';
import { AttemptKeys, sendIdempotent } from '../trade/lib/idempotency';
import { DEFAULT_MAX_QUOTES, INCOTERMS, MAX_MAX_QUOTES, rfqApi, rfqKeys } from './rfq-api';
import { categoryOptions, SupplierPicker } from './rfq-form-fields';
import { useRequestedProduct } from './rfq-queries';
import { LIMITS, rfqErrors, rfqFieldOf, toRfqBody, UNITS, type RfqField, type RfqValues } from './rfq-model';

const todayIso = () => new Date().toLocaleDateString('en-CA'); // yyyy-mm-dd, local time

/** The RFQ: our rules first (all at once), then trade's, each shown under its field. */
export function RfqForm() {
  const t = useT('rfq');
  const { lang } = useLocale();
  const user = useSessionUser();
  const { currency } = useCurrency();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const productId = params.get('product');
  const product = useRequestedProduct(productId);
  const countries = useCountries(lang);
  const categories = useCategoryTree();
  const { message } = App.useApp();
  const [form] = Form.useForm<RfqValues>();
  const visibility = Form.useWatch('visibility', form);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A retry of the same RFQ after an unknown outcome reuses its key: trade posts it once.
  const [attempts] = useState(() => new AttemptKeys());

  // The product arrives after the form is drawn; fill in only what the buyer has not typed yet.
  const p = product.data;
  useEffect(() => {
    if (!p) return;
    if (!form.getFieldValue('title')) form.setFieldValue('title', p.title);
    if (!form.getFieldValue('categoryId') && p.category?.id) form.setFieldValue('categoryId', p.category.id);
    if (!form.isFieldTouched('unit') && (UNITS as readonly string[]).includes(p.unit))
      form.setFieldValue('unit', p.unit);
    if (!form.isFieldTouched('currency')) form.setFieldValue('currency', p.currency);
  }, [p, form]);

  const rule = (field: RfqField): Rule => ({
    validator: () => {
      const code = rfqErrors(form.getFieldsValue(true) as RfqValues, new Date(), Boolean(p))[field];
      return code
        ? Promise.reject(
            new Error(
              t(`error.${code}`, {
                min: field === 'title' ? LIMITS.titleMin : LIMITS.descriptionMin,
                max: field === 'title' ? LIMITS.titleMax : LIMITS.descriptionMax,
                maxQuotes: MAX_MAX_QUOTES,
              }),
            ),
          )
        : Promise.resolve();
    },
  });

  async function submit(values: RfqValues) {
    setFailure(null);
    setSending(true);
    try {
      const body = toRfqBody(values, p ? productId : null);
      const files = filesOf(values.attachments);
      let usedKey = '';
      const rfq = await sendIdempotent(attempts, body, (key) =>
        rfqApi.post(body, (usedKey = key), lang),
      ).catch(async (e: unknown) => {
        if (!isNetworkFailure(e)) throw e;
        // No connection: the RFQ waits in the outbox (the shell shows it) with this attempt's key,
        // so a first try that did reach trade is not posted twice. Its files cannot wait there.
        const { outbox } = await import('../../shell/offline/outbox-send');
        await outbox.enqueue(ownerOf(user?.id), { kind: 'rfq', body, lang, title: body.title }, usedKey);
        return null;
      });
      if (!rfq) {
        message.info(t(files.length ? 'queuedWithoutFiles' : 'queued'));
        void navigate('/rfq');
        return;
      }
      track('rfq_submit');
      if (files.length)
        // The RFQ stands without its files: say what failed, and the buyer attaches them again there.
        await rfqApi
          .attach(rfq.id, files)
          .catch((e: unknown) =>
            message.error(
              t('attachments.failed', { reason: e instanceof ApiError ? e.message : t('network') }),
            ),
          );
      await queryClient.invalidateQueries({ queryKey: rfqKeys.all });
      void navigate(`/rfq/${rfq.id}`);
    } catch (e) {
      if (e instanceof ApiError) {
        const fields = Object.entries(e.fieldErrors())
          .map(([f, message]) => [rfqFieldOf(f), message] as const)
          .filter((x): x is readonly [RfqField, string] => x[0] !== null);
        form.setFields(fields.map(([name, message]) => ({ name, errors: [message] })));
        if (fields.length === 0) setFailure(e.message);
      } else setFailure(t('network'));
    } finally {
      setSending(false);
    }
  }

  const countryOptions = (countries.data ?? [])
    .filter((c) => c.african)
    .map((c) => ({ value: c.code, label: c.name }));

  return (
    <section className="sk-rfq-panel" aria-labelledby="rfq-form-title">
      <h2 id="rfq-form-title">{t('form.title')}</h2>
      <Form<RfqValues>
        form={form}
        name="rfq"
        layout="vertical"
        requiredMark="optional"
        noValidate
        initialValues={{
          title: '',
          description: '',
          quantity: null,
          targetPrice: '',
          currency,
          destinationPort: '',
          neededBy: '',
          quoteDeadline: '',
          visibility: 'open',
          invitedSupplierIds: [],
          supplierCountries: [],
          maxQuotes: DEFAULT_MAX_QUOTES,
        }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => failure && setFailure(null)}
      >
        <Form.Item name="title" label={t('field.title')} required rules={[rule('title')]}>
          <Input
            maxLength={LIMITS.titleMax}
            placeholder={t('placeholder.title')}
            aria-busy={product.isLoading}
          />
        </Form.Item>
        <Form.Item
          name="categoryId"
          label={t('field.category')}
          required={!p}
          rules={[rule('categoryId')]}
          extra={t('help.category')}
        >
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={categories.isLoading}
            placeholder={t('placeholder.category')}
            options={categoryOptions(categories.data ?? [])}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('field.description')}
          required
          rules={[rule('description')]}
          extra={t('help.description')}
        >
          <Input.TextArea rows={5} count={{ show: true, max: LIMITS.descriptionMax }} />
        </Form.Item>
        <div className="sk-rfq-row">
          <Form.Item name="quantity" label={t('field.quantity')} required rules={[rule('quantity')]}>
            <InputNumber min={1} max={LIMITS.quantityMax} precision={0} style={{ inlineSize: '100%' }} />
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
            <Input inputMode="decimal" dir="ltr" />
          </Form.Item>
          <Form.Item name="currency" label={t('field.currency')} required rules={[rule('currency')]}>
            <Select options={CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} (${c.symbol})` }))} />
          </Form.Item>
        </div>
        <div className="sk-rfq-row">
          <Form.Item
            name="incoterm"
            label={t('field.incoterm')}
            required
            rules={[rule('incoterm')]}
            extra={t('help.incoterm')}
          >
            <Select
              placeholder={t('placeholder.incoterm')}
              options={INCOTERMS.map((i) => ({ value: i, label: `${i} — ${t(`incoterm.${i}`)}` }))}
            />
          </Form.Item>
          <Form.Item name="maxQuotes" label={t('field.maxQuotes')} rules={[rule('maxQuotes')]}>
            <InputNumber min={1} max={MAX_MAX_QUOTES} precision={0} style={{ inlineSize: '100%' }} />
          </Form.Item>
        </div>
        <div className="sk-rfq-row">
          <Form.Item
            name="destinationCountry"
            label={t('field.country')}
            required
            rules={[rule('destinationCountry')]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={countries.isLoading}
              placeholder={t('placeholder.country')}
              options={countryOptions}
            />
          </Form.Item>
          <Form.Item name="destinationPort" label={t('field.port')} rules={[rule('destinationPort')]}>
            <Input maxLength={120} placeholder={t('placeholder.port')} />
          </Form.Item>
        </div>
        <div className="sk-rfq-row">
          <Form.Item name="neededBy" label={t('field.neededBy')} required rules={[rule('neededBy')]}>
            <Input type="date" min={todayIso()} />
          </Form.Item>
          <Form.Item
            name="quoteDeadline"
            label={t('field.quoteDeadline')}
            required
            rules={[rule('quoteDeadline')]}
            extra={t('help.quoteDeadline')}
          >
            <Input type="date" min={todayIso()} />
          </Form.Item>
        </div>
        <Form.Item name="visibility" label={t('field.visibility')} required>
          <Radio.Group
            options={[
              { value: 'open', label: t('visibility.open') },
              { value: 'invited', label: t('visibility.invited') },
            ]}
          />
        </Form.Item>
        {visibility === 'invited' && (
          <Form.Item
            name="invitedSupplierIds"
            label={t('field.suppliers')}
            required
            rules={[rule('invitedSupplierIds')]}
          >
            <SupplierPicker />
          </Form.Item>
        )}
        <FilesField name="attachments" label={t('field.attachments')} />
        {visibility !== 'invited' && (
          <Form.Item
            name="supplierCountries"
            label={t('field.supplierCountries')}
            extra={t('help.supplierCountries')}
          >
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={countries.isLoading}
              placeholder={t('placeholder.supplierCountries')}
              options={countryOptions}
            />
          </Form.Item>
        )}
        {failure && <Alert type="error" showIcon title={failure} className="sk-rfq-alert" role="alert" />}
        <Button type="primary" htmlType="submit" size="large" loading={sending}>
          {t('submit')}
        </Button>
      </Form>
    </section>
  );
}
