import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Switch,
  type FormInstance,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/problem';
import type { SessionUser } from '../../auth/session';
import { minorDigits } from '../../currency/currencies';
import { useCurrency } from '../../currency/currency-context';
import { useLocale, useT, type TFunction } from '../../i18n/i18n';
import { useCountries } from '../auth/auth-api';
import { useCategoryTree } from '../browse/api/categories.api';
import type { CategoryNode } from '../browse/api/types';
import {
  bodyOfForm,
  canArchive,
  canEdit,
  canSubmit,
  emptyProduct,
  formFieldOf,
  formOfProduct,
  HS_CODE,
  INCOTERMS,
  LIMITS,
  tierIssues,
  UNITS,
  type Product,
  type ProductFormValues,
  type TierIssue,
} from './lib/product-form';
import { ProductImages, type ChosenPhoto } from './product-images';
import { ProductStatusTag } from './product-status';
import { sellerProducts, uploadImage } from './seller-products-api';
import { TierPreview } from './tier-preview';
import { useProductActions } from './use-product-actions';

/** A field's path as setFields takes it (the server's paths are checked by formFieldOf). */
type FieldName = Parameters<FormInstance<ProductFormValues>['setFields']>[0][number]['name'];

const tierText = (t: TFunction, issue: TierIssue) => t(`tiers.error.${issue.code}`, issue);

/** Every category, its ancestors' names before its own ("Agriculture › Cocoa & Coffee"). */
function categoryOptions(nodes: readonly CategoryNode[] | undefined, trail: string[] = []) {
  const out: { value: string; label: string }[] = [];
  for (const n of nodes ?? []) {
    const names = [...trail, n.name];
    out.push({ value: n.id, label: names.join(' › ') });
    out.push(...categoryOptions(n.children, names));
  }
  return out;
}

type Intent = 'save' | 'submit';

/**
 * The product as a seller writes it: every field the catalogue takes, checked here by the
 * catalogue's own rules, then by the catalogue (its refusals land on the fields they name).
 * A new product becomes a draft on its first save; photos are added from then on.
 */
export function ProductForm({ user, product }: { user: SessionUser; product?: Product }) {
  const t = useT('seller');
  const { lang } = useLocale();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { currency: reader, rates } = useCurrency();
  const countries = useCountries(lang);
  const categories = useCategoryTree();
  const actions = useProductActions(user.id);
  const [form] = Form.useForm<ProductFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [working, setWorking] = useState<Intent | 'archive' | 'duplicate' | null>(null);
  const [chosen, setChosen] = useState<ChosenPhoto[]>([]);

  const status = product?.status;
  const editable = !status || canEdit(status);
  const initial = useMemo(
    () => (product ? formOfProduct(product) : emptyProduct(reader === 'USD' ? 'USD' : reader, user.country)),
    [product, reader, user.country],
  );
  const currency = Form.useWatch('currency', form) ?? initial.currency;
  const unit = Form.useWatch('unit', form);
  const tiers = Form.useWatch('priceTiers', form) ?? initial.priceTiers;
  const sample = Form.useWatch('sampleAvailable', form) ?? initial.sampleAvailable;
  const digits = minorDigits(currency);
  const step = 1 / 10 ** digits;

  const currencyOptions = useMemo(() => {
    const codes = rates.size ? [...rates.keys()].sort() : [initial.currency];
    if (!codes.includes(currency)) codes.unshift(currency);
    return codes.map((c) => ({ value: c, label: c }));
  }, [rates, currency, initial.currency]);
  const categoryList = useMemo(() => categoryOptions(categories.data), [categories.data]);

  const required = (key: string): Rule => ({ required: true, message: t(key) });

  /** The form checked, then saved (created or changed); the product as stored, or null. */
  const save = async (): Promise<Product | null> => {
    setFailure(null);
    let values: ProductFormValues;
    try {
      values = await form.validateFields();
    } catch {
      setFailure(t('form.fix'));
      return null;
    }
    const all = { ...initial, ...(form.getFieldsValue(true) as ProductFormValues), ...values };
    try {
      const body = bodyOfForm(all);
      const saved = product
        ? await sellerProducts.update(product.id, body)
        : await uploadChosen(await sellerProducts.create(body));
      await actions.settle(saved);
      return saved;
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = Object.entries(err.fieldErrors()).flatMap(([f, text]) => {
          const name = formFieldOf(f);
          return name ? [{ name: name as FieldName, errors: [text] }] : [];
        });
        form.setFields(fields);
        setFailure(err.message);
      } else setFailure(t('error.network'));
      return null;
    }
  };

  /**
   * The photos chosen before the draft existed, one after another with their progress. One that
   * fails is said and left out: the draft is kept, and its page takes the photo again.
   */
  const uploadChosen = async (created: Product): Promise<Product> => {
    let latest = created;
    const mark = (uid: string, percent: number) =>
      setChosen((list) => list.map((c) => (c.uid === uid ? { ...c, percent } : c)));
    for (const photo of chosen) {
      mark(photo.uid, 0);
      try {
        latest = await uploadImage(created.id, {
          file: photo.file,
          fileName: photo.file.name,
          language: lang,
          onProgress: (percent) => mark(photo.uid, percent),
        });
      } catch (err) {
        const why = err instanceof ApiError ? err.message : t('error.network');
        void message.error(t('images.notUploaded', { name: photo.file.name, reason: why }));
      }
      setChosen((list) => list.filter((c) => c.uid !== photo.uid));
    }
    return latest;
  };

  const finish = async (intent: Intent) => {
    setWorking(intent);
    try {
      const saved = await save();
      if (!saved) return;
      if (intent === 'save') {
        void message.success(t(product ? 'form.saved' : 'form.created', { title: saved.title }));
        if (!product) void navigate(`/products/edit/${saved.id}`, { replace: true });
        return;
      }
      const sent = await actions.submit(saved);
      if (sent) void navigate('/seller/products?status=pending_review');
      else if (!product) void navigate(`/products/edit/${saved.id}`, { replace: true });
    } finally {
      setWorking(null);
    }
  };

  const archive = async () => {
    if (!product) return;
    setWorking('archive');
    try {
      if (await actions.archive(product)) void navigate('/seller/products?status=archived');
    } finally {
      setWorking(null);
    }
  };

  const duplicate = async () => {
    if (!product) return;
    setWorking('duplicate');
    try {
      const copy = await actions.duplicate(product);
      if (copy) void navigate(`/products/edit/${copy.id}`);
    } finally {
      setWorking(null);
    }
  };

  const submitLabel = status === 'rejected' ? 'form.resubmit' : 'form.submit';
  const submittable = !status || canSubmit(status);

  return (
    <div className="sk-seller-editor">
      {product && (
        <div className="sk-seller-state">
          <ProductStatusTag status={product.status} />
          <span className="sk-trade-fine">{t(`state.${product.status}`)}</span>
        </div>
      )}
      {status === 'rejected' && (
        <Alert
          type="warning"
          showIcon
          className="sk-seller-alert"
          title={t('state.rejectedTitle')}
          description={product?.rejectionReason || t('state.noReason')}
        />
      )}
      <Form<ProductFormValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        noValidate
        disabled={!editable || working !== null}
        initialValues={initial}
        scrollToFirstError={{ block: 'center', focus: true }}
        onValuesChange={(changed: Partial<ProductFormValues>) => {
          if (failure) setFailure(null);
          // The first price applies from the minimum order: kept equal, so it is never a mistake.
          if ('moq' in changed) {
            const rows = (form.getFieldValue('priceTiers') as ProductFormValues['priceTiers']) ?? [];
            if (rows[0]) form.setFieldValue(['priceTiers', 0, 'minQuantity'], changed.moq ?? null);
          }
          // Once the tiers were found wrong, they are checked again as the seller corrects them.
          if (('moq' in changed || 'priceTiers' in changed) && form.getFieldError('priceTiers').length)
            void form.validateFields([['priceTiers']]).catch(() => {});
        }}
        onFinish={() => void finish('save')}
      >
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
              loading={categories.isLoading}
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
      </Form>

      <ProductImages
        sellerId={user.id}
        product={product}
        readOnly={!editable || working !== null}
        chosen={chosen}
        onChoose={setChosen}
      />

      {failure && <Alert type="error" showIcon role="alert" title={failure} className="sk-seller-alert" />}
      {editable && (
        <div className="sk-seller-actions">
          <Button
            type={submittable ? 'default' : 'primary'}
            size="large"
            loading={working === 'save'}
            disabled={working !== null}
            onClick={() => void finish('save')}
          >
            {t(product ? 'form.save' : 'form.saveDraft')}
          </Button>
          {submittable && (
            <Button
              type="primary"
              size="large"
              loading={working === 'submit'}
              disabled={working !== null}
              onClick={() => void finish('submit')}
            >
              {t(submitLabel)}
            </Button>
          )}
          {product && (
            <Space wrap>
              <Button
                loading={working === 'duplicate'}
                disabled={working !== null}
                onClick={() => void duplicate()}
              >
                {t('action.duplicate')}
              </Button>
              {canArchive(product.status) && (
                <Popconfirm
                  title={t('action.archive.confirm')}
                  description={t('action.archive.text')}
                  okText={t('action.archive')}
                  cancelText={t('action.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void archive()}
                >
                  <Button danger loading={working === 'archive'} disabled={working !== null}>
                    {t('action.archive')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )}
        </div>
      )}
      {!editable && product && (
        <div className="sk-seller-actions">
          <Button loading={working === 'duplicate'} onClick={() => void duplicate()}>
            {t('action.duplicate')}
          </Button>
        </div>
      )}
    </div>
  );
}
