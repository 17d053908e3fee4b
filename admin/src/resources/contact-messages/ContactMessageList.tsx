import {
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  useRecordContext,
} from 'react-admin';
import Box from '@mui/material/Box';
import { StatusField } from '../../shared/fields';
import { CONTACT_TOPICS, messageExcerpt, TOPIC_COLOURS } from './message';

/** Exactly the filters of notifications' list contract (MESSAGES_LIST); anything else is a 400. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="topic"
    source="topic"
    choices={CONTACT_TOPICS.map((id) => ({ id, name: `app.contact_topic.${id}` }))}
  />,
  // The service matches the whole address (case aside); the search box finds parts of one.
  <TextInput key="email" source="email" type="email" label="resources.contact-messages.fields.emailExact" />,
  <TextInput key="locale" source="locale" parse={(v: string) => v.trim().toLowerCase()} />,
];

/** The message's first line, as text (never markup), in its own writing direction. */
export function ExcerptField(_props: { label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box component="span" dir="auto" data-testid="contact-excerpt">
      {messageExcerpt(record.message as string | undefined)}
    </Box>
  );
}

/** What people wrote through the storefront's contact form, newest first. Read-only. */
export default function ContactMessageList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="company" disableSort />
        <DataTable.Col source="topic">
          <StatusField source="topic" namespace="contact_topic" colours={TOPIC_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="message" disableSort>
          <ExcerptField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
