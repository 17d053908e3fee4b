import { DeleteButton, Edit, SaveButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { CategoryForm } from './CategoryForm';

/** Retire is DELETE (a soft delete of the subtree), asked for plainly and confirmed. */
function EditToolbar() {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record && !record.retired && (
        <DeleteButton
          label="app.action.retire"
          mutationMode="pessimistic"
          confirmTitle={translate('app.category.retire_title', { name: String(record.path) })}
          confirmContent={translate('app.category.retire_body')}
        />
      )}
    </Toolbar>
  );
}

export default function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <CategoryForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
