import { App } from 'antd';
import { useEffect, useRef } from 'react';
import AntdProvider from '../../app/antd-provider';
import type { MergeProblem, MergeReport } from '../../cart/cart-merge';
import { useLocale, useT, type TFunction } from '../../i18n/i18n';
import { plural } from '../../pages/browse/lib/plural';
import './cart.css';

/** The reason the server gave, or ours for an item the browser could not even send. */
const reasonOf = (t: TFunction, p: MergeProblem) => p.detail ?? t('merge.invalidItem');

function Notices({ reports }: { reports: readonly MergeReport[] }) {
  const t = useT('common');
  const { intl } = useLocale();
  const { notification, message } = App.useApp();
  const shown = useRef(new WeakSet<MergeReport>());

  useEffect(() => {
    for (const report of reports) {
      if (shown.current.has(report)) continue;
      shown.current.add(report);
      const merged = report.merged.cart + report.merged.wishlist;
      if (merged > 0) void message.success(plural(t, 'merge.done', merged, intl));
      if (report.problems.length > 0)
        notification.warning({
          title: plural(t, 'merge.problems', report.problems.length, intl),
          description: (
            <ul className="sk-merge-problems">
              {report.problems.map((p) => (
                <li key={`${p.list}:${p.productId}`}>
                  <strong>{p.name}</strong>
                  {p.list === 'wishlist' ? ` (${t('wishlist.title')})` : ''}: {reasonOf(t, p)}
                </li>
              ))}
            </ul>
          ),
          // Stays until read: the buyer must learn which products did not make it.
          duration: 0,
        });
      if (report.failed.length > 0)
        notification.error({ title: t('merge.failed'), description: t('merge.failedText') });
    }
  }, [reports, notification, message, t, intl]);
  return null;
}

/**
 * What the sign-in merge did, told with antd's App hooks (they follow the language's direction,
 * unlike the static API). Stays mounted: the notifications live inside this App.
 */
export default function MergeNotice({ reports }: { reports: readonly MergeReport[] }) {
  return (
    <AntdProvider>
      <Notices reports={reports} />
    </AntdProvider>
  );
}
