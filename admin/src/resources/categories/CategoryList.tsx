import Box from '@mui/material/Box';
import {
  BooleanField,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceField,
  SearchInput,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="retired" source="retired" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

/** Sorted by path, indented by depth, the list reads as the tree. */
function TreeName(_props: { label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const names = record.names as Record<string, string> | undefined;
  return (
    <Box sx={{ paddingInlineStart: `${Number(record.depth ?? 0) * 20}px` }}>
      <strong>{names?.en ?? record.slug}</strong>{' '}
      <Box component="span" sx={{ color: 'text.secondary' }} dir="ltr">
        {String(record.path)}
      </Box>
    </Box>
  );
}

function ParentPath(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.parentId) return <span>{translate('app.category.top_level')}</span>;
  return (
    <ReferenceField source="parentId" reference="categories" link="edit">
      <TextField source="path" />
    </ReferenceField>
  );
}

export default function CategoryList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ retired: false }}
      actions={<Actions />}
      sort={{ field: 'path', order: 'ASC' }}
      perPage={50}
      exporter={false}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="path">
          <TreeName />
        </DataTable.Col>
        <DataTable.Col source="names.fr" disableSort />
        <DataTable.Col source="names.ar" disableSort />
        <DataTable.Col source="names.sw" disableSort />
        <DataTable.Col source="parentId" disableSort>
          <ParentPath />
        </DataTable.Col>
        <DataTable.Col source="productCount" field={NumberField} disableSort />
        <DataTable.Col source="retired" field={BooleanField} disableSort />
      </DataTable>
    </List>
  );
}
