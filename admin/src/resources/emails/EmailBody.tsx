import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useRecordContext, useTranslate } from 'react-admin';

type View = 'html' | 'text' | 'raw';

/**
 * The message as it was sent. HTML goes into an iframe with an empty `sandbox` (no script, no
 * forms, no popups, an opaque origin: it cannot reach the console or its token) through srcdoc;
 * text and the raw MIME are shown as text, never parsed.
 */
export function EmailBody(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const available = (['html', 'text', 'raw'] as const).filter(
    (k) => typeof record?.[k] === 'string' && record[k],
  );
  const [picked, setPicked] = useState<View | null>(null);
  if (!record) return null;
  if (!available.length) return <Alert severity="info">{translate('app.email.no_body')}</Alert>;
  const view = picked && available.includes(picked) ? picked : available[0]!;
  const content = String(record[view]);
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={view} onChange={(_e, v: View) => setPicked(v)} sx={{ mb: 1 }}>
        {available.map((k) => (
          <Tab key={k} value={k} label={translate(`app.email.${k}`)} />
        ))}
      </Tabs>
      {view === 'html' ? (
        <Box
          component="iframe"
          title={String(record.subject ?? 'e-mail')}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={content}
          data-testid="email-html"
          sx={{
            width: '100%',
            minHeight: 480,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
      ) : (
        <Box
          component="pre"
          dir="auto"
          sx={{
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            m: 0,
          }}
        >
          {content}
        </Box>
      )}
    </Box>
  );
}
