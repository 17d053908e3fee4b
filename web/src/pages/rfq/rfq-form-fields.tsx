import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/i18n';
import type { CategoryNode } from '../browse/api/types';
import { useSupplierSearch } from './rfq-queries';

/** The tree as indented options ("Agriculture", "— Cocoa & Coffee"), the order of the tree. */
export function categoryOptions(
  nodes: readonly CategoryNode[],
  depth = 0,
): { value: string; label: string }[] {
  return nodes.flatMap((n) => [
    { value: n.id, label: `${'— '.repeat(depth)}${n.name}` },
    ...categoryOptions(n.children ?? [], depth + 1),
  ]);
}

/** Suppliers to invite, searched as the buyer types; the chosen ones keep their names. */
export function SupplierPicker({
  value,
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  id?: string;
}) {
  const t = useT('rfq');
  const [q, setQ] = useState('');
  const [names, setNames] = useState<Record<string, string>>({});
  const found = useSupplierSearch(q);
  const options = useMemo(() => {
    const items = found.data?.items ?? [];
    const listed = new Set(items.map((s) => s.id));
    return [
      ...items.map((s) => ({
        value: s.id,
        label: s.verified ? `${s.companyName} ✓` : s.companyName,
      })),
      ...(value ?? [])
        .filter((v) => !listed.has(v))
        .map((v) => ({ value: v, label: names[v] ?? v.slice(0, 8) })),
    ];
  }, [found.data, value, names]);
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setQ }}
      loading={found.isFetching}
      placeholder={t('placeholder.suppliers')}
      value={value}
      options={options}
      notFoundContent={t('suppliers.none')}
      onChange={(v: string[]) => {
        const known = Object.fromEntries(options.map((o) => [o.value, o.label]));
        setNames((n) => ({ ...n, ...known }));
        onChange?.(v);
      }}
    />
  );
}
