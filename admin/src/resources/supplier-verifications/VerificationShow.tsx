import { DateField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { StatusField } from '../../shared/fields';
import { DocumentsList } from './DocumentsList';
import { VerificationActions } from './VerificationActions';
import { VERIFICATION_COLOURS } from './statuses';

export default function VerificationShow() {
  return (
    <Show actions={<VerificationActions />}>
      <SimpleShowLayout>
        <TextField source="companyName" />
        <TextField source="companyRegistrationNumber" />
        <TextField source="taxId" />
        <TextField source="country" />
        <ReferenceField source="sellerId" reference="users" link="show">
          <TextField source="email" />
        </ReferenceField>
        <TextField source="sellerFullName" emptyText="—" />
        <TextField source="sellerBusinessName" emptyText="—" />
        <StatusField
          source="status"
          namespace="verification_status"
          colours={VERIFICATION_COLOURS}
          label="resources.supplier-verifications.fields.status"
        />
        <DateField source="submittedAt" showTime emptyText="—" />
        <DateField source="decidedAt" showTime emptyText="—" />
        <ReferenceField source="decidedBy" reference="users" link="show" emptyText="—">
          <TextField source="email" />
        </ReferenceField>
        <TextField source="reason" emptyText="—" />
        <DateField source="expiresAt" emptyText="—" />
        <DateField source="expiredAt" showTime emptyText="—" />
        <DocumentsList label="resources.supplier-verifications.fields.documents" />
      </SimpleShowLayout>
    </Show>
  );
}
