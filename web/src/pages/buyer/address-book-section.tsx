import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/problem';
import type { SessionUser } from '../../auth/session';
import { useT } from '../../i18n/i18n';
import { addressLine } from '../trade/lib/address-book';
import { AddressForm, addressChange, newAddressBody, valuesOf } from './address-form';
import { addressApi, buyerKeys, useAddressBook, type BookAddress } from './buyer-api';

type Editing = { kind: 'new' } | { kind: 'edit'; address: BookAddress } | null;

/** One line of an address for the list: the book's fields, empty ones left out. */
const lineOf = (a: BookAddress) =>
  addressLine({
    fullName: a.fullName,
    company: a.company ?? undefined,
    line1: a.line1,
    line2: a.line2 ?? undefined,
    city: a.city,
    region: a.region ?? undefined,
    postalCode: a.postalCode ?? undefined,
    country: a.country,
    phone: a.phone,
  });

/** The address book checkout offers: add, edit, delete, choose the default. */
export function AddressBookSection({ user }: { user: SessionUser }) {
  const t = useT('buyer');
  const client = useQueryClient();
  const book = useAddressBook(user.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: buyerKeys.addresses(user.id) });

  const run = async (id: string, action: () => Promise<unknown>) => {
    setBusy(id);
    setError(null);
    try {
      await action();
      await refresh();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t('error.network'));
    } finally {
      setBusy(null);
    }
  };

  if (book.isPending) return <Skeleton active />;
  if (book.isError) return <Alert type="error" showIcon role="alert" title={t('error.load')} />;
  const { items, max } = book.data;
  const full = items.length >= max;

  return (
    <div className="by-addresses">
      {error && <Alert type="error" showIcon role="alert" title={error} />}
      {items.length === 0 && !editing && <p className="by-muted">{t('address.empty')}</p>}
      <ul className="by-address-list">
        {items.map((a) => (
          <li key={a.id} className="by-address" aria-label={a.label ?? a.line1}>
            {editing?.kind === 'edit' && editing.address.id === a.id ? (
              <AddressForm
                initial={valuesOf(a)}
                submitLabel={t('address.saveChanges')}
                onCancel={() => setEditing(null)}
                onSubmit={async (v) => {
                  const change = addressChange(a, v);
                  if (Object.keys(change).length > 0) await addressApi.update(a.id, change);
                  await refresh();
                  setEditing(null);
                }}
              />
            ) : (
              <>
                <div className="by-address__text">
                  {a.label && <strong>{a.label}</strong>}
                  {a.isDefault && <span className="by-badge">{t('address.default')}</span>}
                  <span>{lineOf(a)}</span>
                  <span className="by-muted">{a.phone}</span>
                </div>
                <div className="by-actions">
                  <Button size="small" onClick={() => setEditing({ kind: 'edit', address: a })}>
                    {t('address.edit')}
                  </Button>
                  {!a.isDefault && (
                    <Button
                      size="small"
                      loading={busy === a.id}
                      onClick={() => void run(a.id, () => addressApi.makeDefault(a.id))}
                    >
                      {t('address.makeDefault')}
                    </Button>
                  )}
                  <Popconfirm
                    title={t('address.deleteConfirm')}
                    okText={t('address.delete')}
                    cancelText={t('address.cancel')}
                    onConfirm={() => void run(a.id, () => addressApi.remove(a.id))}
                  >
                    <Button size="small" danger loading={busy === a.id}>
                      {t('address.delete')}
                    </Button>
                  </Popconfirm>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing?.kind === 'new' ? (
        <section aria-label={t('address.add')} className="by-address by-address--new">
          <AddressForm
            initial={{ country: user.country, fullName: user.fullName }}
            submitLabel={t('address.add')}
            onCancel={() => setEditing(null)}
            onSubmit={async (v) => {
              await addressApi.create(newAddressBody(v));
              await refresh();
              setEditing(null);
            }}
          />
        </section>
      ) : (
        <>
          <Button onClick={() => setEditing({ kind: 'new' })} disabled={full}>
            {t('address.add')}
          </Button>
          {full && <p className="by-muted">{t('address.full', { max })}</p>}
        </>
      )}
    </div>
  );
}
