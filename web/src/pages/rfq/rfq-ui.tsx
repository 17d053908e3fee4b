import { Tag } from 'antd';
import { useT } from '../../i18n/i18n';
import type { QuoteStatus, RfqStatus } from './rfq-api';
import { UNITS } from './rfq-model';

const RFQ_COLOURS: Record<RfqStatus, string> = {
  open: 'blue',
  accepted: 'green',
  closed: 'default',
  removed: 'red',
};
const QUOTE_COLOURS: Record<QuoteStatus, string> = {
  active: 'blue',
  accepted: 'green',
  declined: 'orange',
  withdrawn: 'default',
};

export function RfqStatusTag({ status }: { status: RfqStatus }) {
  const t = useT('rfq');
  return <Tag color={RFQ_COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}

export function QuoteStatusTag({ status }: { status: QuoteStatus }) {
  const t = useT('rfq');
  return <Tag color={QUOTE_COLOURS[status]}>{t(`quoteStatus.${status}`)}</Tag>;
}

/** Whether quoting has closed by the clock (trade decides; this only words the page). */
export const deadlinePassed = (deadline: string, now = Date.now()) => new Date(deadline).getTime() <= now;

/** A unit after a quantity: the form's units in the reader's language, any other as written. */
export function useUnitLabel() {
  const t = useT('rfq');
  return (unit: string) => ((UNITS as readonly string[]).includes(unit) ? t(`unit.${unit}`) : unit);
}
