import Avatar from '@mui/material/Avatar';
import { DataTable, DateField, List, SearchInput, SelectInput, useRecordContext } from 'react-admin';
import { MoneyField, StatusField } from '../../shared/fields';
import { AWAITING_REVIEW, PRODUCT_COLOURS, productStatusChoices } from './statuses';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={productStatusChoices} alwaysOn />,
];

function Thumbnail(_props: { label?: string }) {
  const record = useRecordContext();
  const images = record?.images as { thumbnailUrl?: string; url?: string }[] | undefined;
  const src = images?.[0]?.thumbnailUrl ?? images?.[0]?.url;
  return <Avatar variant="rounded" src={src} alt="" sx={{ width: 40, height: 40 }} />;
}

/** The moderation queue: what sellers submitted, oldest first, unless staff filter otherwise. */
export default function ProductList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: AWAITING_REVIEW }}
      sort={{ field: 'updatedAt', order: 'ASC' }}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col label="" disableSort>
          <Thumbnail />
        </DataTable.Col>
        <DataTable.Col source="title" />
        <DataTable.Col source="supplier.name" disableSort />
        <DataTable.Col source="category.path" disableSort />
        <DataTable.Col source="status">
          <StatusField source="status" namespace="product_status" colours={PRODUCT_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="minPriceMinor" disableSort>
          <MoneyField source="minPriceMinor" />
        </DataTable.Col>
        <DataTable.Col source="updatedAt" field={DateField} />
      </DataTable>
    </List>
  );
}
