import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { minorDigits } from '../../currency/currencies';
import { useT, type TFunction } from '../../i18n/i18n';
import { useCountries } from '../auth/auth-api';
import {
  HS_CODE,
  INCOTERMS,
  LIMITS,
  tierIssues,
  UNITS,
  type ProductFormValues,
  type TierIssue,
} from './lib/product-form';
import { TierPreview } from './tier-preview';

const tierText = (t: TFunction, issue: TierIssue) => t(`tiers.error.${issue.code}`, issue);

export interface ProductFormFieldsProps {
  /** The product's currency as the form holds it now. */
  currency: string;
  currencyOptions: { value: string; label: string }[];
  categoryOptions: { value: string; label: string }[];
  categoriesLoading: boolean;
  countries: ReturnType<typeof useCountries>;
  tiers: ProductFormValues['priceTiers'];
  unit: ProductFormValues['unit'] | undefined;
  sample: boolean;
}

/**
 * The product form's fields, section by section (basics, pricing, trade terms, specifications,
 * samples), inside the ProductForm's antd Form: they read and write its values through the form
 * context; what they show beside the fields (the tier preview, the sample price) comes as props.
 */
export function ProductFormFields({
  currency,
  currencyOptions,
  categoryOptions: categoryList,
  categoriesLoading,
  countries,
  tiers,
  unit,
  sample,
}: ProductFormFieldsProps) {
  const t = useT('seller');
  const form = Form.useFormInstance<ProductFormValues>();
  const digits = minorDigits(currency);
  const step = 1 / 10 ** digits;
  const required = (key: string): Rule => ({ required: true, message: t(key) });
  return (
    <>
      <fieldset className="sk-seller-section">
        <legend>{t('section.basics')}</legend>
        <Form.Item
          name="title"
          label={t('field.title')}
          required
          rules={[
            { required: true, whitespace: true, message: t('error.titleRequired') },
            {
              min: LIMITS.titleMin,
              max: LIMITS.titleMax,
              message: t('error.titleLength', { min: LIMITS.titleMin, max: LIMITS.titleMax }),
            },
          ]}
        >
          <Input maxLength={LIMITS.titleMax} placeholder={t('placeholder.title')} />
        </Form.Item>
        <Form.Item
          name="categoryId"
          label={t('field.category')}
          required
          rules={[required('error.categoryRequired')]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={categoriesLoading}
            placeholder={t('placeholder.category')}
            options={categoryList}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('field.description')}
          extra={t('help.description')}
          rules={[
            {
              max: LIMITS.descriptionMax,
              message: t('error.descriptionLength', { max: LIMITS.descriptionMax }),
            },
          ]}
        >
          <Input.TextArea rows={6} count={{ show: true, max: LIMITS.descriptionMax }} />
        </Form.Item>
      </fieldset>

      <fieldset className="sk-seller-section">
        <legend>{t('section.pricing')}</legend>
        <div className="sk-seller-grid">
          <Form.Item
            name="currency"
            label={t('field.currency')}
            required
            rules={[required('error.currencyRequired')]}
          >
            <Select showSearch={{ optionFilterProp: 'label' }} options={currencyOptions} />
          </Form.Item>
          <Form.Item name="unit" label={t('field.unit')} required rules={[required('error.unitRequired')]}>
            <Select
              placeholder={t('placeholder.unit')}
              options={UNITS.map((u) => ({ value: u, label: t(`unit.${u}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="moq"
            label={t('field.moq')}
            extra={t('help.moq')}
            required
            rules={[
              required('error.moqRequired'),
              { type: 'integer', min: 1, max: LIMITS.quantityMax, message: t('error.moqRange') },
            ]}
          >
            <InputNumber min={1} max={LIMITS.quantityMax} precision={0} className="sk-seller-number" />
          </Form.Item>
        </div>

        <Form.List
          name="priceTiers"
          rules={[
            {
              validator: () => {
                const rows = form.getFieldValue('priceTiers') as ProductFormValues['priceTiers'];
                if (!rows?.length) return Promise.reject(new Error(t('tiers.error.none')));
                const moq = (form.getFieldValue('moq') as number | null | undefined) ?? null;
                const issues = tierIssues(moq, rows);
                return issues.length
                  ? Promise.reject(new Error(issues.map((i) => tierText(t, i)).join(' ')))
                  : Promise.resolve();
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <div className="sk-seller-tiers" role="group" aria-labelledby="sk-tiers-title">
              <h3 id="sk-tiers-title">{t('tiers.title')}</h3>
              <p className="sk-trade-fine">{t('tiers.help', { max: LIMITS.tiersMax })}</p>
              {fields.map((f, i) => (
                <div key={f.key} className="sk-seller-tier">
                  <Form.Item
                    name={[f.name, 'minQuantity']}
                    required
                    label={t('tiers.quantity', { position: i + 1 })}
                    extra={i === 0 ? t('tiers.firstIsMoq') : undefined}
                  >
                    <InputNumber
                      min={1}
                      max={LIMITS.quantityMax}
                      precision={0}
                      readOnly={i === 0}
                      className="sk-seller-number"
                    />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'price']}
                    required
                    label={t('tiers.price', { position: i + 1, currency })}
                  >
                    <InputNumber min={step} step={step} precision={digits} className="sk-seller-number" />
                  </Form.Item>
                  {i > 0 && (
                    <Button
                      className="sk-seller-tier-remove"
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => remove(f.name)}
                      aria-label={t('tiers.remove', { position: i + 1 })}
                    />
                  )}
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              {fields.length < LIMITS.tiersMax && (
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add({ minQuantity: null, price: null })}
                >
                  {t('tiers.add')}
                </Button>
              )}
            </div>
          )}
        </Form.List>
        <TierPreview tiers={tiers} currency={currency} unit={unit} />
      </fieldset>

      <fieldset className="sk-seller-section">
        <legend>{t('section.shipping')}</legend>
        <Form.Item
          name="readyToShip"
          label={t('field.readyToShip')}
          extra={t('help.readyToShip')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <div className="sk-seller-grid">
          <Form.Item
            name="leadTimeDays"
            label={t('field.leadTimeDays')}
            extra={t('help.leadTimeDays')}
            rules={[
              {
                type: 'integer',
                min: 0,
                max: LIMITS.leadTimeMax,
                message: t('error.leadTime', { max: LIMITS.leadTimeMax }),
              },
            ]}
          >
            <InputNumber min={0} max={LIMITS.leadTimeMax} precision={0} className="sk-seller-number" />
          </Form.Item>
          <Form.Item
            name="capacityPerMonth"
            label={t('field.capacityPerMonth')}
            extra={t('help.capacityPerMonth')}
            rules={[{ type: 'integer', min: 1, max: LIMITS.capacityMax, message: t('error.capacity') }]}
          >
            <InputNumber min={1} max={LIMITS.capacityMax} precision={0} className="sk-seller-number" />
          </Form.Item>
          <Form.Item
            name="originCountry"
            label={t('field.originCountry')}
            required
            rules={[required('error.countryRequired')]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={countries.isLoading}
              placeholder={t('placeholder.country')}
              options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            />
          </Form.Item>
          <Form.Item
            name="hsCode"
            label={t('field.hsCode')}
            extra={t('help.hsCode')}
            rules={[
              {
                validator: (_r, v: string | undefined) =>
                  v && v.trim() && !HS_CODE.test(v.trim())
                    ? Promise.reject(new Error(t('error.hsCode')))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input inputMode="decimal" dir="ltr" maxLength={13} placeholder="1801.00" />
          </Form.Item>
        </div>
        <Form.Item
          name="incoterms"
          label={<span id="sk-incoterms-label">{t('field.incoterms')}</span>}
          extra={t('help.incoterms')}
        >
          {/* Eleven fixed choices: boxes to tick read better on a phone than a list to search. */}
          <Checkbox.Group
            role="group"
            aria-labelledby="sk-incoterms-label"
            className="sk-seller-checks"
            options={INCOTERMS.map((i) => ({ value: i, label: `${i} — ${t(`incoterm.${i}`)}` }))}
          />
        </Form.Item>
      </fieldset>

      <fieldset className="sk-seller-section">
        <legend>{t('section.quality')}</legend>
        <Form.Item
          name="certifications"
          label={t('field.certifications')}
          extra={t('help.certifications', { max: LIMITS.certificationsMax })}
          rules={[
            {
              validator: (_r, v: string[] | undefined) => {
                const list = (v ?? []).map((c) => c.trim()).filter(Boolean);
                if (list.length > LIMITS.certificationsMax)
                  return Promise.reject(
                    new Error(t('error.certificationsCount', { max: LIMITS.certificationsMax })),
                  );
                if (list.some((c) => c.length > LIMITS.certificationMax))
                  return Promise.reject(
                    new Error(t('error.certificationLength', { max: LIMITS.certificationMax })),
                  );
                return Promise.resolve();
              },
            },
          ]}
        >
          <Select
            mode="tags"
            tokenSeparators={[',']}
            open={false}
            placeholder={t('placeholder.certifications')}
          />
        </Form.Item>
        <Form.List name="specifications">
          {(fields, { add, remove }) => (
            <div role="group" aria-labelledby="sk-specs-title">
              <h3 id="sk-specs-title">{t('specs.title')}</h3>
              <p className="sk-trade-fine">{t('specs.help')}</p>
              {fields.map((f, i) => (
                <div key={f.key} className="sk-seller-spec">
                  <Form.Item
                    name={[f.name, 'key']}
                    label={t('specs.key', { position: i + 1 })}
                    rules={[
                      { required: true, whitespace: true, message: t('error.specKey') },
                      {
                        max: LIMITS.specKeyMax,
                        message: t('error.specKeyLength', { max: LIMITS.specKeyMax }),
                      },
                    ]}
                  >
                    <Input maxLength={LIMITS.specKeyMax} placeholder={t('placeholder.specKey')} />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'value']}
                    label={t('specs.value', { position: i + 1 })}
                    rules={[
                      { required: true, whitespace: true, message: t('error.specValue') },
                      {
                        max: LIMITS.specValueMax,
                        message: t('error.specValueLength', { max: LIMITS.specValueMax }),
                      },
                    ]}
                  >
                    <Input maxLength={LIMITS.specValueMax} placeholder={t('placeholder.specValue')} />
                  </Form.Item>
                  <Button
                    className="sk-seller-tier-remove"
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => remove(f.name)}
                    aria-label={t('specs.remove', { position: i + 1 })}
                  />
                </div>
              ))}
              {fields.length < LIMITS.specificationsMax && (
                <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ key: '', value: '' })}>
                  {t('specs.add')}
                </Button>
              )}
            </div>
          )}
        </Form.List>
      </fieldset>

      <fieldset className="sk-seller-section">
        <legend>{t('section.samples')}</legend>
        <Form.Item name="sampleAvailable" label={t('field.sampleAvailable')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {sample && (
          <Form.Item
            name="samplePrice"
            label={t('field.samplePrice', { currency })}
            extra={t('help.samplePrice')}
            rules={[{ type: 'number', min: 0, message: t('error.samplePrice') }]}
          >
            <InputNumber min={0} step={step} precision={digits} className="sk-seller-number" />
          </Form.Item>
        )}
      </fieldset>
    </>
  );
}
