'use client';

import Link from 'next/link';

/**
 * Shown when even the error page fails (SPEC §8): a plain message and a way home, with no
 * dependency that could fail again.
 */
export default function GlobalError() {
  return (
    <html lang="fr">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1rem', textAlign: 'center', color: '#1f2937' }}>
        <h1>Une erreur est survenue · Er ging iets mis</h1>
        <p>
          <Link href="/">Retour à l&apos;accueil · Terug naar de startpagina</Link>
        </p>
      </body>
    </html>
  );
}
