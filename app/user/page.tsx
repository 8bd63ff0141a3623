import { redirect, unauthorized } from 'next/navigation';
import { pageSession } from '@/lib/auth/server';

/** Spec §2: /user, labelled 'Người dùng', needs SYSAD (SADMIN sees every guarded route). Anyone else gets 401. */
export default async function Page() {
  const session = await pageSession();
  if (!session || !session.roles.some((r) => r === 'SYSAD' || r === 'SADMIN')) unauthorized();
  redirect('/console/users');
}
