import type { Metadata, Viewport } from 'next';

/**
 * The back-office's own root: none of the site's layout, styles or scripts, and none of its code
 * on the site's pages. Never indexed (the proxy also sends X-Robots-Tag), never cached.
 */
export const metadata: Metadata = {
  title: { default: 'Administration', template: '%s · Administration' },
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
