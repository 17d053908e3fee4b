import { Tag } from 'antd';
import { useT } from '../../i18n/i18n';
import type { ProductStatus } from './lib/product-form';

const COLORS: Record<ProductStatus, string> = {
  draft: 'default',
  pending_review: 'processing',
  published: 'success',
  rejected: 'error',
  archived: 'default',
};

export function ProductStatusTag({ status }: { status: ProductStatus }) {
  const t = useT('seller');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
