import { DataTable, DateField, List, SelectInput, TextInput, useRecordContext } from 'react-admin';
import Box from '@mui/material/Box';
import { StatusField } from '../../shared/fields';
import { UserField } from '../../trade/fields';
import { REASON_COLOURS, reasonChoices, REPORT_COLOURS, statusChoices } from './statuses';

/** Exactly the filters of messaging's list contract (REPORTS_LIST); anything else is a 400. */
const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="reason" source="reason" choices={reasonChoices} />,
  <TextInput key="conversationId" source="conversationId" parse={(v: string) => v.trim()} />,
  <TextInput key="reporterId" source="reporterId" parse={(v: string) => v.trim()} />,
];

/** The reporter's note, first line only, as text in its own direction. */
export function NoteExcerpt(_props: { label?: string }) {
  const record = useRecordContext();
  if (!record?.note) return <span>—</span>;
  const first = String(record.note).split('\n')[0]!;
  return (
    <Box component="span" dir="auto">
      {first.length > 80 ? `${first.slice(0, 79)}…` : first}
    </Box>
  );
}

/** Conversations buyers and suppliers reported: open ones first to act on, newest first. */
export default function ConversationReportList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusField source="status" namespace="report_status" colours={REPORT_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="reason">
          <StatusField source="reason" namespace="report_reason" colours={REASON_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="reporterId" disableSort>
          <UserField source="reporterId" />
        </DataTable.Col>
        <DataTable.Col source="note" disableSort>
          <NoteExcerpt />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
