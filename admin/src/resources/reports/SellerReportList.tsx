import { DataTable, List, NumberField, TextField, TextInput } from 'react-admin';
import { CodeField } from '../../shared/fields';
import { reportFilters, ReportActions, RateField, UsdField } from './report-parts';

export const SELLERS_PATH = 'sellers';

const filters = reportFilters({ extra: [<TextInput key="sellerId" source="sellerId" />] });

/** The service reads this month when no dates are given; the filter says so rather than hiding it. */
const firstOfMonth = () => `${new Date().toISOString().slice(0, 7)}-01`;

/**
 * Each seller's figures over the filtered period, with the storefront's public name beside its id
 * (analysts read reports, not user accounts: no person's name, no contact).
 */
export default function SellerReportList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ from: firstOfMonth() }}
      actions={<ReportActions path={SELLERS_PATH} />}
      sort={{ field: 'revenue', order: 'DESC' }}
      exporter={false}
      perPage={50}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="sellerName">
          <TextField source="sellerName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="sellerId">
          <CodeField source="sellerId" />
        </DataTable.Col>
        <DataTable.Col source="views" align="right">
          <NumberField source="views" />
        </DataTable.Col>
        <DataTable.Col source="inquiries" align="right">
          <NumberField source="inquiries" />
        </DataTable.Col>
        <DataTable.Col source="quotes" align="right">
          <NumberField source="quotes" />
        </DataTable.Col>
        <DataTable.Col source="orders" align="right">
          <NumberField source="orders" />
        </DataTable.Col>
        <DataTable.Col source="revenue" align="right">
          <UsdField source="revenue" />
        </DataTable.Col>
        <DataTable.Col source="conversionRate" align="right">
          <RateField source="conversionRate" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
