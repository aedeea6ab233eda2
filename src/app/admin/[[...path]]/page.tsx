import { connection } from 'next/server';
import { AdminLoader } from '@/components/admin/AdminLoader';

/**
 * Every address under /admin is the back-office's one page; its own router shows the screen. Rendered
 * for each request, so that its scripts carry the nonce of the response's policy (src/proxy/admin.ts).
 */
export default async function AdminPage() {
  await connection();
  return <AdminLoader />;
}
