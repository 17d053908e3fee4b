import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useAdminData } from '../../providers';

/** A document the supplier sent, as the verification's show answer lists it. */
export interface VerificationDocument {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** Shown in a tab; a blob URL is of our origin, so only types that cannot run script are. */
const VIEWABLE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * The documents, each opened through the API with the staff member's token (a plain link would
 * carry no Authorization header): fetched as a blob and shown in a new tab.
 */
export function DocumentsList(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const data = useAdminData();
  const docs = Array.isArray(record?.documents) ? (record.documents as VerificationDocument[]) : [];
  if (!record) return null;
  if (!docs.length)
    return <Typography color="text.secondary">{translate('app.verification.no_documents')}</Typography>;

  const open = async (doc: VerificationDocument) => {
    // Opened before the request, while the click still counts as the user's: a tab opened after an
    // await is a popup the browser blocks.
    const tab = window.open('', '_blank');
    try {
      const { blob, filename } = await data.downloadVerificationDocument(record.id, doc.id);
      const type = blob.type.split(';')[0]!.trim().toLowerCase();
      if (tab && VIEWABLE.has(type)) {
        const url = URL.createObjectURL(blob);
        tab.opener = null;
        tab.location.href = url;
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        tab?.close();
        // Anything else (HTML, SVG: markup that could run script in our origin) is only saved.
        const url = URL.createObjectURL(new Blob([blob], { type: 'application/octet-stream' }));
        const a = document.createElement('a');
        a.href = url;
        a.download = filename ?? doc.fileName;
        a.click();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
    } catch (e) {
      tab?.close();
      notify(e instanceof Error && e.message ? e.message : 'app.notification.download_failed', {
        type: 'error',
      });
    }
  };

  return (
    <List dense disablePadding>
      {docs.map((doc) => (
        <ListItem
          key={doc.id}
          disableGutters
          secondaryAction={
            <Button size="small" startIcon={<OpenInNewIcon />} onClick={() => void open(doc)}>
              {translate('app.action.download')}
            </Button>
          }
        >
          <ListItemText
            primary={doc.fileName}
            secondary={`${doc.contentType} · ${Math.max(1, Math.round(doc.size / 1024))} KB`}
          />
        </ListItem>
      ))}
    </List>
  );
}
