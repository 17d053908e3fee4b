import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale, useT } from '../../../i18n/i18n';
import { FUNNEL_STAGES, type CeoDashboard, type FunnelStage } from '../dashboards-api';
import { useFigures } from '../figures';
import { ChangeBadge } from './kpi-cards';

export interface FunnelStep {
  stage: FunnelStage;
  visitors: number;
  previous: number;
  /** Of the stage before (null for the first, or after a stage nobody reached). */
  step: number | null;
  /** Of the first stage (visits). */
  overall: number | null;
  change: number | null;
}

const ratio = (a: number, b: number | undefined) => (b ? a / b : null);

/** The stages in the funnel's order, with each step's conversion and the change since the previous period. */
export function funnelSteps(funnel: CeoDashboard['funnel']): FunnelStep[] {
  const by = new Map(funnel.map((s) => [s.stage, s]));
  const rows = FUNNEL_STAGES.map((stage) => ({
    stage,
    visitors: by.get(stage)?.visitors ?? 0,
    previous: by.get(stage)?.previous ?? 0,
  }));
  return rows.map((r, i) => ({
    ...r,
    step: i === 0 ? null : ratio(r.visitors, rows[i - 1]!.visitors),
    overall: i === 0 ? null : ratio(r.visitors, rows[0]!.visitors),
    change: r.previous ? (r.visitors - r.previous) / r.previous : null,
  }));
}

/** Visit → search → product view → cart → checkout → paid: distinct visitors at each stage. */
export function Funnel({ funnel }: { funnel: CeoDashboard['funnel'] }) {
  const t = useT('analytics');
  const { dir } = useLocale();
  const f = useFigures();
  const steps = funnelSteps(funnel);
  const rtl = dir === 'rtl';
  const data = steps.map((s) => ({ ...s, name: t(`funnel.${s.stage}`) }));
  const rate = (v: number | null) => (v === null ? '—' : f.format(v, 'rate'));
  return (
    <section className="sk-an-section" aria-labelledby="sk-an-funnel">
      <h2 id="sk-an-funnel">{t('funnel.title')}</h2>
      <div className="sk-an-chart" aria-hidden="true">
        <BarChart
          responsive
          accessibilityLayer={false}
          layout="vertical"
          style={{ inlineSize: '100%', blockSize: 260 }}
          data={data}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" reversed={rtl} tickFormatter={(v: number) => f.tick(v, 'count')} />
          <YAxis type="category" dataKey="name" orientation={rtl ? 'right' : 'left'} width="auto" />
          <Tooltip formatter={(v) => f.format(Number(v), 'count')} />
          <Legend />
          <Bar dataKey="visitors" name={t('funnel.current')} fill="#0b6e4f" />
          <Bar dataKey="previous" name={t('funnel.previous')} fill="#9aa5b1" />
        </BarChart>
      </div>
      <table className="sk-an-table">
        <caption className="sk-an-sr">{t('funnel.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('funnel.stage')}</th>
            <th scope="col">{t('funnel.visitors')}</th>
            <th scope="col">{t('funnel.step')}</th>
            <th scope="col">{t('funnel.overall')}</th>
            <th scope="col">{t('funnel.previous')}</th>
            <th scope="col">{t('funnel.change')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((s) => (
            <tr key={s.stage} data-stage={s.stage}>
              <th scope="row">{s.name}</th>
              <td>{f.format(s.visitors, 'count')}</td>
              <td>{rate(s.step)}</td>
              <td>{rate(s.overall)}</td>
              <td>{f.format(s.previous, 'count')}</td>
              <td>
                <ChangeBadge change={f.change(s.change)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
