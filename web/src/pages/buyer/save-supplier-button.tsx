import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../api/problem';
import { isBuyer, useSessionUser } from '../../auth/auth-context';
import { useT } from '../../i18n/i18n';
import { buyerKeys, savedSuppliersApi, useSavedSuppliers } from './buyer-api';
import './buyer.css';

/**
 * Save / Saved on a supplier's storefront. A visitor is sent to sign in and brought back; an
 * account that does not buy has nothing to save it to, so it sees no button.
 */
export function SaveSupplierButton({ supplierId, name }: { supplierId: string; name: string }) {
  const t = useT('buyer');
  const user = useSessionUser();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const saved = useSavedSuppliers(user && isBuyer(user.role) ? user.id : undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!user)
    return (
      <Link
        className="sk-btn sk-btn-small sk-btn-ghost by-save"
        to={`/login?next=${encodeURIComponent(pathname)}`}
      >
        <StarOutlined aria-hidden="true" /> {t('supplier.save')}
      </Link>
    );
  if (!isBuyer(user.role) || user.id === supplierId) return null;
  const on = saved.data?.items.some((i) => i.supplierId === supplierId) ?? false;
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      const next = on ? await savedSuppliersApi.unsave(supplierId) : await savedSuppliersApi.save(supplierId);
      client.setQueryData(buyerKeys.savedSuppliers(user.id), next);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('error.network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="by-save-wrap">
      <button
        type="button"
        className={`sk-btn sk-btn-small by-save${on ? '' : ' sk-btn-ghost'}`}
        aria-pressed={on}
        disabled={busy || saved.isPending}
        title={on ? t('supplier.unsaveName', { name }) : t('supplier.saveName', { name })}
        onClick={() => void toggle()}
      >
        {on ? <StarFilled aria-hidden="true" /> : <StarOutlined aria-hidden="true" />}{' '}
        {on ? t('supplier.saved') : t('supplier.save')}
      </button>
      {error && (
        <span role="alert" className="by-error">
          {error}
        </span>
      )}
    </span>
  );
}
