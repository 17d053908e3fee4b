import { DataTable, DateField, List, NumberField } from 'react-admin';
import { reportFilters, ReportActions, UsdField } from './report-parts';

export const DAILY_METRICS_PATH = 'daily-metrics';

const filters = reportFilters();

/**
 * One row per day, buyer country and category, from analytics' daily rollup: the CEO dashboard's
 * figures (memberships and the day's active buyers and sellers are on the row without a category).
 */
export default function DailyMetricsList() {
  return (
    <List
      filters={filters}
      actions={<ReportActions path={DAILY_METRICS_PATH} />}
      sort={{ field: 'day', order: 'DESC' }}
      exporter={false}
      perPage={50}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="day">
          <DateField source="day" />
        </DataTable.Col>
        <DataTable.Col source="country" />
        <DataTable.Col source="category" />
        <DataTable.Col source="gmv" align="right">
          <UsdField source="gmv" />
        </DataTable.Col>
        <DataTable.Col source="orders" align="right">
          <NumberField source="orders" />
        </DataTable.Col>
        <DataTable.Col source="averageOrderValue" align="right">
          <UsdField source="averageOrderValue" />
        </DataTable.Col>
        <DataTable.Col source="feeRevenue" align="right">
          <UsdField source="feeRevenue" />
        </DataTable.Col>
        <DataTable.Col source="membershipRevenue" align="right">
          <UsdField source="membershipRevenue" />
        </DataTable.Col>
        <DataTable.Col source="escrowHeld" align="right">
          <UsdField source="escrowHeld" />
        </DataTable.Col>
        <DataTable.Col source="escrowReleased" align="right">
          <UsdField source="escrowReleased" />
        </DataTable.Col>
        <DataTable.Col source="escrowRefunded" align="right">
          <UsdField source="escrowRefunded" />
        </DataTable.Col>
        <DataTable.Col source="signUps" align="right">
          <NumberField source="signUps" />
        </DataTable.Col>
        <DataTable.Col source="activeBuyers" align="right">
          <NumberField source="activeBuyers" />
        </DataTable.Col>
        <DataTable.Col source="activeSellers" align="right">
          <NumberField source="activeSellers" />
        </DataTable.Col>
        <DataTable.Col source="disputes" align="right">
          <NumberField source="disputes" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
