import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useAdminData } from '../../providers';
import { openDownloaded } from '../../shared/open-download';

/** A document the supplier sent, as the verification's show answer lists it. */
export interface VerificationDocument {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

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
    try {
      await openDownloaded(() => data.downloadVerificationDocument(record.id, doc.id), doc.fileName);
    } catch (e) {
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
