'use client';

import dynamic from 'next/dynamic';

/** The back-office runs in the browser only: its code loads on /admin and nowhere else. */
const AdminApp = dynamic(() => import('./AdminApp'), {
  ssr: false,
  loading: () => (
    <p role="status" style={{ font: '16px system-ui, sans-serif', padding: 24 }}>
      Chargement de l’administration…
    </p>
  ),
});

export function AdminLoader() {
  return <AdminApp />;
}
