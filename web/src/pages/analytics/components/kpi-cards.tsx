import { useT } from '../../../i18n/i18n';
import type { Kpi } from '../dashboards-api';
import { useFigures, type Change, type FigureKind } from '../figures';

export interface KpiItem {
  /** Text key of the label (analytics namespace). */
  label: string;
  kpi: Kpi;
  kind: FigureKind;
  /** A rise is bad news (disputes, refunds). */
  lowerIsBetter?: boolean;
}

const ARROW: Record<Change['direction'], string> = { up: '▲', down: '▼', flat: '▶', none: '' };

/**
 * The change against the previous period: an arrow and a sign as well as a colour, so it reads
 * without colour (WCAG 1.4.1) and aloud ("up 12.0% on the previous period").
 */
export function ChangeBadge({ change }: { change: Change }) {
  const t = useT('analytics');
  if (change.text === null)
    return <span className="sk-an-change sk-an-change-neutral">{t('change.none')}</span>;
  return (
    <span className={`sk-an-change sk-an-change-${change.tone}`}>
      <span aria-hidden="true">{ARROW[change.direction]} </span>
      <span className="sk-an-sr">{t(`change.${change.direction}`)} </span>
      <bdi>{change.text}</bdi>
    </span>
  );
}

/** The headline figures, each with the previous period's and the change. */
export function KpiCards({ items, label }: { items: readonly KpiItem[]; label: string }) {
  const t = useT('analytics');
  const f = useFigures();
  return (
    <ul className="sk-an-kpis" aria-label={label}>
      {items.map((item) => (
        <li key={item.label}>
          <div className="sk-an-kpi" role="group" aria-label={t(item.label)}>
            <span className="sk-an-kpi-label">{t(item.label)}</span>
            <span className="sk-an-kpi-value">
              <bdi>{f.format(item.kpi.current, item.kind)}</bdi>
            </span>
            <ChangeBadge change={f.change(item.kpi.change, item.lowerIsBetter)} />
            <span className="sk-an-kpi-previous">
              {t('change.previous', { value: f.format(item.kpi.previous, item.kind) })}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
