import { DataTable, DateField, List, NumberField } from 'react-admin';
import { reportFilters, ReportActions, RateField } from './report-parts';

export const FUNNEL_PATH = 'funnel';

// Distinct visitors are counted per day and country only: there is no category to filter on.
const filters = reportFilters({ category: false });

const STAGES = ['visit', 'search', 'productView', 'cart', 'checkout', 'paid'] as const;

/** Distinct visitors at each stage of the funnel, per day, and the share that paid. */
export default function FunnelList() {
  return (
    <List
      filters={filters}
      actions={<ReportActions path={FUNNEL_PATH} />}
      sort={{ field: 'day', order: 'DESC' }}
      exporter={false}
      perPage={50}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="day">
          <DateField source="day" />
        </DataTable.Col>
        <DataTable.Col source="country" />
        {STAGES.map((stage) => (
          <DataTable.Col key={stage} source={stage} align="right">
            <NumberField source={stage} />
          </DataTable.Col>
        ))}
        <DataTable.Col source="conversionRate" align="right">
          <RateField source="conversionRate" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
