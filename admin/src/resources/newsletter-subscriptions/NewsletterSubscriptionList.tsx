import { DataTable, DateField, List, SearchInput, SelectInput, TextInput } from 'react-admin';
import { StatusField } from '../../shared/fields';
import { SUBSCRIPTION_COLOURS, SUBSCRIPTION_STATUSES } from './statuses';

/** Exactly the filters of notifications' list contract (SUBSCRIPTIONS_LIST); anything else is a 400. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={SUBSCRIPTION_STATUSES.map((id) => ({ id, name: `app.newsletter_status.${id}` }))}
  />,
  <TextInput key="locale" source="locale" parse={(v: string) => v.trim().toLowerCase()} />,
];

/**
 * The newsletter list, read-only: the service has no record route, no edit and no delete, and an
 * address comes off the list only through the unsubscribe link of its own e-mails.
 */
export default function NewsletterSubscriptionList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="email" />
        <DataTable.Col source="locale" />
        <DataTable.Col source="status">
          <StatusField source="status" namespace="newsletter_status" colours={SUBSCRIPTION_COLOURS} />
        </DataTable.Col>
        <DataTable.Col source="subscribedAt">
          <DateField source="subscribedAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="unsubscribedAt" disableSort>
          <DateField source="unsubscribedAt" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
