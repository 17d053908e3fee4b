import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { LocalesMenuButton, useLogout, useTranslate } from 'react-admin';

/**
 * What a signed-in user who is not staff sees instead of the console: who they are signed in as,
 * and a way out. No menu, no resource, no data request.
 */
export function RefusalPage({ email }: { email: string }) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ maxWidth: 520 }} data-testid="staff-only">
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <LockIcon color="warning" />
            <Typography variant="h5" component="h1">
              {translate('app.auth.refused_title')}
            </Typography>
          </Box>
          <Typography>{translate('app.auth.refused_body', { email })}</Typography>
        </CardContent>
        <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={() => void logout()}>
            {translate('app.auth.sign_out')}
          </Button>
          <Button href="/">{translate('app.auth.to_marketplace')}</Button>
          <Box sx={{ flex: 1 }} />
          <LocalesMenuButton />
        </CardActions>
      </Card>
    </Box>
  );
}
