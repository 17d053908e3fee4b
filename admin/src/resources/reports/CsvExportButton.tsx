import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { analyticsActions } from '../../analytics/analytics-client';
import { saveFile } from '../../analytics/save-file';

/**
 * The server's CSV of the whole filtered range, in the list's order. react-admin's own export would
 * write only the rows it has loaded (a page, or its first thousand), not what a spreadsheet user asked for.
 */
export function CsvExportButton({ path }: { path: string }) {
  const list = useListContext();
  const filter = (list.filterValues ?? {}) as Record<string, unknown>;
  const { sort } = list;
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      const file = await analyticsActions.reportCsv(path, {
        filter,
        sort: sort?.field ? { field: sort.field, order: sort.order } : undefined,
      });
      saveFile(file, `${path}.csv`);
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      onClick={() => void exportCsv()}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadIcon />}
      data-testid="report-csv"
    >
      {translate('app.report.export_csv')}
    </Button>
  );
}
