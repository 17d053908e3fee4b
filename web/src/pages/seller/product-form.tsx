import { Alert, App, Button, Form, Popconfirm, Space, type FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/problem';
import type { SessionUser } from '../../auth/session';
import { useCurrency } from '../../currency/currency-context';
import { useLocale, useT } from '../../i18n/i18n';
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
  type Product,
  type ProductFormValues,
} from './lib/product-form';
import { ProductFormFields } from './product-form-fields';
import { ProductImages, type ChosenPhoto } from './product-images';
import { ProductStatusTag } from './product-status';
import { sellerProducts, uploadImage } from './seller-products-api';
import { useProductActions } from './use-product-actions';

/** A field's path as setFields takes it (the server's paths are checked by formFieldOf). */
type FieldName = Parameters<FormInstance<ProductFormValues>['setFields']>[0][number]['name'];

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

  const currencyOptions = useMemo(() => {
    const codes = rates.size ? [...rates.keys()].sort() : [initial.currency];
    if (!codes.includes(currency)) codes.unshift(currency);
    return codes.map((c) => ({ value: c, label: c }));
  }, [rates, currency, initial.currency]);
  const categoryList = useMemo(() => categoryOptions(categories.data), [categories.data]);

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
        <ProductFormFields
          currency={currency}
          currencyOptions={currencyOptions}
          categoryOptions={categoryList}
          categoriesLoading={categories.isLoading}
          countries={countries}
          tiers={tiers}
          unit={unit}
          sample={sample}
        />
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
