import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { BASENAME } from './config';

// A data router (not <BrowserRouter>): react-admin's unsaved-changes guard needs useBlocker.
const router = createBrowserRouter([
  { path: `${BASENAME}/*`, element: <App /> },
  { path: '*', element: <Navigate to={`${BASENAME}/`} replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
