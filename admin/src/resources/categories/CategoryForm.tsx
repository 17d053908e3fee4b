import Typography from '@mui/material/Typography';
import {
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  SimpleForm,
  TextInput,
  maxLength,
  minValue,
  required,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';

/** catalogue's slug rule (category.dto.ts SLUG): lower-case words joined by single hyphens. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const LANGUAGES = ['en', 'fr', 'ar', 'sw'] as const;
const slugFormat = (value: unknown) =>
  typeof value === 'string' && value && !SLUG.test(value) ? 'app.category.slug_format' : undefined;

/** The parent picker: live categories other than this one (the service refuses cycles anyway). */
function ParentInput() {
  const translate = useTranslate();
  return (
    <ReferenceInput
      source="parentId"
      reference="categories"
      filter={{ retired: false }}
      sort={{ field: 'path', order: 'ASC' }}
      perPage={50}
    >
      <AutocompleteInput
        optionText="path"
        filterToQuery={(q: string) => ({ q })}
        inputText={(c: { path?: string }) => c.path ?? ''}
        helperText={translate('app.category.parent_help')}
        parse={(v: string | null) => (v === '' ? null : v)}
        fullWidth
      />
    </ReferenceInput>
  );
}

/** Create and edit: slug, the four names search indexes, place in the tree. */
export function CategoryForm(props: Omit<SimpleFormProps, 'children'>) {
  const translate = useTranslate();
  return (
    <SimpleForm {...props}>
      <TextInput source="slug" validate={[required(), maxLength(60), slugFormat]} />
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        {translate('app.category.names')}
      </Typography>
      {LANGUAGES.map((lang) => (
        <TextInput
          key={lang}
          source={`names.${lang}`}
          validate={[required(), maxLength(80)]}
          dir={lang === 'ar' ? 'rtl' : 'ltr'}
        />
      ))}
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        {translate('app.category.placement')}
      </Typography>
      <ParentInput />
      <NumberInput source="position" validate={minValue(0)} min={0} step={1} />
    </SimpleForm>
  );
}
