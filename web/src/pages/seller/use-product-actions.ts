import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { ApiError } from '../../api/problem';
import { useT } from '../../i18n/i18n';
import { copyTitle, type Product } from './lib/product-form';
import { sellerKeys, sellerProducts } from './seller-products-api';

/**
 * Submit (or resubmit), archive and duplicate (a server-side copy, photos included), as the list
 * and the form both offer them: each says how it went and refreshes what the seller sees; a
 * refusal shows the server's own words.
 */
export function useProductActions(sellerId: string) {
  const t = useT('seller');
  const { message } = App.useApp();
  const client = useQueryClient();

  const settle = useCallback(
    async (p: Product) => {
      client.setQueryData(sellerKeys.one(sellerId, p.id), p);
      await client.invalidateQueries({ queryKey: [...sellerKeys.all(sellerId), 'list'] });
      await client.invalidateQueries({ queryKey: sellerKeys.summary(sellerId) });
    },
    [client, sellerId],
  );

  const run = useCallback(
    async (act: () => Promise<Product>, done: (p: Product) => string): Promise<Product | null> => {
      try {
        const p = await act();
        await settle(p);
        void message.success(done(p));
        return p;
      } catch (err) {
        void message.error(err instanceof ApiError ? err.message : t('error.network'));
        return null;
      }
    },
    [message, settle, t],
  );

  return {
    settle,
    submit: (p: Product) =>
      run(
        () => sellerProducts.submit(p.id),
        () => t(p.status === 'rejected' ? 'action.resubmit.done' : 'action.submit.done', { title: p.title }),
      ),
    archive: (p: Product) =>
      run(
        () => sellerProducts.archive(p.id),
        () => t('action.archive.done', { title: p.title }),
      ),
    duplicate: (p: Product) =>
      run(
        () => sellerProducts.duplicate(p.id, copyTitle(t('action.duplicate.title', { title: p.title }))),
        (copy) => t('action.duplicate.done', { title: copy.title }),
      ),
  };
}
