'use client';

import frenchMessages from 'ra-language-french';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { lazy, Suspense } from 'react';
import { Admin, Loading, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AdminLayout } from './AdminLayout';
import { authProvider } from './auth-provider';
import { RICH_TEXT_MESSAGES } from './blog/rich-text-messages';
import { dataProvider } from './data-provider';
import { RESOURCES } from './resources';
import { liveSession } from './session';
import { adminTheme } from './theme';

// The charts' library loads with the dashboard, not before the sign-in form.
const Charts = lazy(() => import('./Dashboard').then((module) => ({ default: module.Dashboard })));
const Dashboard = () => (
  <Suspense fallback={<Loading />}>
    <Charts />
  </Suspense>
);

const messages = { ...frenchMessages, ra: { ...frenchMessages.ra, tiptap: RICH_TEXT_MESSAGES } };
const i18nProvider = polyglotI18nProvider(() => messages, 'fr', [{ locale: 'fr', name: 'Français' }], { allowMissing: true });
const provider = dataProvider(Object.fromEntries(RESOURCES.map((resource) => [resource.name, resource.api])));

/**
 * The back-office: react-admin over the site's REST API, signed in with the API's own accounts
 * (POST /api/auth-jwt/). Screens an editor's role may not use are not offered; the API refuses
 * their calls whatever the screens do. Real addresses (/admin/promotions/12), not react-admin's
 * default `#/` ones: the server answers every /admin path with this page.
 */
function BackOffice() {
  return (
    <Admin
      basename="/admin"
      title="Administration"
      dataProvider={provider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={AdminLayout}
      theme={adminTheme}
      requireAuth
      disableTelemetry
    >
      {(role: string | null) =>
        RESOURCES.filter((resource) => !resource.adminOnly || role === 'admin').map(({ name, api: _api, adminOnly: _adminOnly, ...props }) => (
          <Resource key={name} name={name} {...props} />
        ))
      }
    </Admin>
  );
}

const SIGN_IN = '/admin/login';

/**
 * Without a session, any screen opens the sign-in form at once, remembering where the editor was
 * going (react-admin's `nextPathname`, where it returns after sign-in). Left to react-admin,
 * the failed check and its redirect chase each other through react-router's transitions: some
 * 1,300 history pushes and 10-15 s before the form shows.
 */
function SignedInOrSignIn() {
  const { pathname, search } = useLocation();
  if (pathname !== SIGN_IN && !liveSession()) return <Navigate to={SIGN_IN} replace state={{ nextPathname: pathname, nextSearch: search }} />;
  return <BackOffice />;
}

export default function AdminApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<SignedInOrSignIn />} />
      </Routes>
    </BrowserRouter>
  );
}
