import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalesMenuButton, Login, useLogin, useNotify, useTranslate } from 'react-admin';

/** Staff sign-in with e-mail and password; refusals show identity's own (localized) words. */
export function LoginPage() {
  return (
    <Login>
      <LoginForm />
    </Login>
  );
}

function LoginForm() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await login({ email, password });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.auth.sign_in_error', {
        type: 'error',
      });
      setBusy(false);
    }
  };

  return (
    <CardContent component="form" onSubmit={(e: FormEvent) => void submit(e)} sx={{ minWidth: 300 }}>
      <Typography variant="h6" component="h1" align="center">
        {translate('app.auth.sign_in_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 1 }}>
        {translate('app.auth.sign_in_subtitle')}
      </Typography>
      <TextField
        name="email"
        type="email"
        autoComplete="username"
        label={translate('app.auth.email')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        autoFocus
        fullWidth
        margin="normal"
        disabled={busy}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={translate('app.auth.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        fullWidth
        margin="normal"
        disabled={busy}
      />
      <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
        {busy ? <CircularProgress size={22} color="inherit" /> : translate('app.auth.sign_in')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <LocalesMenuButton />
      </Box>
    </CardContent>
  );
}
