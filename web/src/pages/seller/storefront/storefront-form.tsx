import { Alert, App, Button, Form, Input, InputNumber, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/problem';
import { useLocale, useT } from '../../../i18n/i18n';
import { languageName } from '../../browse/suppliers/supplier-summary';
import {
  bodyOfStorefront,
  EMPLOYEE_BANDS,
  formFieldOf,
  formOfStorefront,
  hasMarkup,
  listIssue,
  STOREFRONT_LIMITS as L,
  TRADE_LANGUAGES,
  type Storefront,
  type StorefrontFormValues,
} from './storefront-rules';
import { storefrontApi } from './storefront-api';

/**
 * The storefront's profile as the seller edits it: checked by the catalogue's rules as they type,
 * then by the catalogue (its refusals land on the fields they name). `onValues` feeds the preview.
 */
export function StorefrontForm({
  storefront,
  publishedTitles,
  onSaved,
  onValues,
}: {
  storefront: Storefront;
  publishedTitles: readonly string[];
  onSaved: (s: Storefront) => void;
  onValues: (v: StorefrontFormValues) => void;
}) {
  const t = useT('seller');
  const { intl } = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<StorefrontFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const initial = useMemo(() => formOfStorefront(storefront), [storefront]);
  const year = new Date().getFullYear();

  const languageOptions = useMemo(() => {
    const codes = [...new Set([...TRADE_LANGUAGES, ...storefront.languages])];
    return codes
      .map((code) => ({ value: code, label: languageName(code, intl) }))
      .sort((a, b) => a.label.localeCompare(b.label, intl));
  }, [intl, storefront.languages]);

  const listRule =
    (max: number): Rule =>
    () => ({
      validator: (_, value: string[] | undefined) => {
        const issue = listIssue(value ?? [], max);
        return issue
          ? Promise.reject(new Error(t(`sf.error.list.${issue}`, { max, length: L.itemMax })))
          : Promise.resolve();
      },
    });

  const save = async () => {
    setFailure(null);
    let values: StorefrontFormValues;
    try {
      values = { ...initial, ...(await form.validateFields()) };
    } catch {
      setFailure(t('form.fix'));
      return;
    }
    setSaving(true);
    try {
      const saved = await storefrontApi.update(bodyOfStorefront(values));
      onSaved(saved);
      void message.success(t('sf.saved'));
    } catch (err) {
      if (err instanceof ApiError) {
        form.setFields(
          Object.entries(err.fieldErrors()).flatMap(([f, text]) => {
            const name = formFieldOf(f);
            return name ? [{ name, errors: [text] }] : [];
          }),
        );
        setFailure(err.message);
      } else setFailure(t('error.network'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<StorefrontFormValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      noValidate
      disabled={saving}
      initialValues={initial}
      onValuesChange={(_, all) => {
        if (failure) setFailure(null);
        onValues({ ...initial, ...all });
      }}
      onFinish={() => void save()}
    >
      <fieldset className="sk-seller-section">
        <legend>{t('sf.profile.title')}</legend>
        <p className="sk-trade-fine">
          {t('sf.profile.account', { name: storefront.companyName })}{' '}
          <Link className="sk-seller-back" to="/account">
            {t('sf.profile.accountLink')}
          </Link>
        </p>
        <div className="sk-sf-row">
          <Form.Item
            name="yearEstablished"
            label={t('sf.field.yearEstablished')}
            rules={[
              {
                type: 'integer',
                min: L.firstYear,
                max: year,
                message: t('sf.error.year', { min: L.firstYear, max: year }),
              },
            ]}
          >
            <InputNumber min={L.firstYear} max={year} precision={0} className="sk-sf-number" />
          </Form.Item>
          <Form.Item name="employeesBand" label={t('sf.field.employeesBand')}>
            <Select
              allowClear
              placeholder={t('sf.placeholder.employeesBand')}
              options={EMPLOYEE_BANDS.map((b) => ({ value: b, label: b }))}
            />
          </Form.Item>
          <Form.Item
            name="responseTimeHours"
            label={t('sf.field.responseTimeHours')}
            rules={[
              {
                type: 'integer',
                min: L.responseMin,
                max: L.responseMax,
                message: t('sf.error.response', { min: L.responseMin, max: L.responseMax }),
              },
            ]}
          >
            <InputNumber min={L.responseMin} max={L.responseMax} precision={0} className="sk-sf-number" />
          </Form.Item>
        </div>
        <Form.Item
          name="description"
          label={t('sf.field.description')}
          extra={t('sf.help.description', { max: L.descriptionMax })}
          rules={[
            { max: L.descriptionMax, message: t('sf.error.description', { max: L.descriptionMax }) },
            {
              validator: (_, v: string | undefined) =>
                v && hasMarkup(v) ? Promise.reject(new Error(t('sf.error.markup'))) : Promise.resolve(),
            },
          ]}
        >
          <Input.TextArea rows={6} showCount maxLength={L.descriptionMax} />
        </Form.Item>
      </fieldset>

      <fieldset className="sk-seller-section">
        <legend>{t('sf.offer.title')}</legend>
        <Form.Item
          name="mainProducts"
          label={t('sf.field.mainProducts')}
          extra={t('sf.help.mainProducts', { max: L.mainProductsMax })}
          rules={[listRule(L.mainProductsMax)]}
        >
          <Select
            mode="tags"
            maxCount={L.mainProductsMax}
            tokenSeparators={[',']}
            placeholder={t('sf.placeholder.mainProducts')}
            options={publishedTitles.map((title) => ({ value: title, label: title }))}
            notFoundContent={t('sf.noPublished')}
          />
        </Form.Item>
        <Form.Item
          name="certifications"
          label={t('sf.field.certifications')}
          extra={t('sf.help.certifications', { max: L.certificationsMax })}
          rules={[listRule(L.certificationsMax)]}
        >
          <Select
            mode="tags"
            maxCount={L.certificationsMax}
            tokenSeparators={[',']}
            open={false}
            suffixIcon={null}
            placeholder={t('sf.placeholder.certifications')}
          />
        </Form.Item>
        <Form.Item name="languages" label={t('sf.field.languages')} extra={t('sf.help.languages')}>
          <Select
            mode="multiple"
            maxCount={L.languagesMax}
            optionFilterProp="label"
            placeholder={t('sf.placeholder.languages')}
            options={languageOptions}
          />
        </Form.Item>
      </fieldset>

      {failure && <Alert type="error" showIcon role="alert" title={failure} className="sk-seller-alert" />}
      <div className="sk-seller-actions">
        <Button type="primary" size="large" htmlType="submit" loading={saving}>
          {t('sf.save')}
        </Button>
      </div>
    </Form>
  );
}
