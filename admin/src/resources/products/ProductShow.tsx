import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  BooleanField,
  DateField,
  NumberField,
  Show,
  TabbedShowLayout,
  TextField,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatMinor } from '../../shared/format';
import { MoneyField, StatusField } from '../../shared/fields';
import { ModerationActions } from './ModerationActions';
import { PRODUCT_COLOURS } from './statuses';

interface ProductImage {
  key: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

function Images(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const images = (record?.images ?? []) as ProductImage[];
  if (!images.length)
    return <Typography color="text.secondary">{translate('app.product.no_images')}</Typography>;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {images.map((img) => (
        <a key={img.key} href={img.url} target="_blank" rel="noopener noreferrer">
          <Box
            component="img"
            src={img.thumbnailUrl || img.url}
            alt=""
            loading="lazy"
            sx={{
              width: 160,
              height: 160,
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        </a>
      ))}
    </Box>
  );
}

function Specifications(_props: { label?: string }) {
  const record = useRecordContext();
  const specs = (record?.specifications ?? []) as { key: string; value: string }[];
  if (!specs.length) return <span>—</span>;
  return (
    <Table size="small" sx={{ maxWidth: 640 }}>
      <TableBody>
        {specs.map((s, i) => (
          <TableRow key={`${s.key}-${i}`}>
            <TableCell component="th" sx={{ fontWeight: 500 }}>
              {s.key}
            </TableCell>
            <TableCell>{s.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PriceTiers(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const tiers = (record?.priceTiers ?? []) as { minQuantity: number; unitPriceMinor: number }[];
  if (!record || !tiers.length) return <span>—</span>;
  return (
    <Table size="small" sx={{ maxWidth: 400 }}>
      <TableBody>
        {tiers.map((t) => (
          <TableRow key={t.minQuantity}>
            <TableCell>
              {translate('app.product.from_quantity', {
                quantity: `${t.minQuantity} ${String(record.unit)}`,
              })}
            </TableCell>
            <TableCell>{formatMinor(t.unitPriceMinor, String(record.currency), locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const List = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const items = (record?.[source] ?? []) as string[];
  return <span>{items.length ? items.join(', ') : '—'}</span>;
};

export default function ProductShow() {
  const translate = useTranslate();
  return (
    <Show actions={<ModerationActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={translate('app.product.details')}>
          <TextField source="title" />
          <StatusField
            source="status"
            namespace="product_status"
            colours={PRODUCT_COLOURS}
            label="resources.products.fields.status"
          />
          <TextField source="rejectionReason" emptyText="—" />
          <TextField source="supplier.name" />
          <TextField source="category.path" />
          <TextField source="description" sx={{ whiteSpace: 'pre-wrap' }} />
          <MoneyField source="minPriceMinor" label="resources.products.fields.minPriceMinor" />
          <PriceTiers label={translate('app.product.price_tiers')} />
          <NumberField source="moq" />
          <TextField source="unit" />
          <TextField source="originCountry" />
          <TextField source="hsCode" emptyText="—" />
          <NumberField source="leadTimeDays" emptyText="—" />
          <BooleanField source="readyToShip" />
          <List source="incoterms" />
          <List source="certifications" />
          <DateField source="createdAt" showTime />
          <DateField source="updatedAt" showTime />
          <DateField source="publishedAt" showTime emptyText="—" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={translate('app.product.images')} path="images">
          <Images label={translate('app.product.images')} />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label={translate('app.product.specifications')} path="specifications">
          <Specifications label={translate('app.product.specifications')} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
