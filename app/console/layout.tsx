import { requirePage } from '@/lib/auth/server';
import { menuFor } from '@/lib/auth/menu';
import { config } from '@/lib/config';
import { getDb } from '@/lib/db';
import { shopTimeZone } from '@/lib/params/service';
import { ConsoleShell } from '@/components/console/ConsoleShell';
import { MuiRoot } from '@/components/common/MuiRoot';

export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const session = await requirePage('console.view');
  const timeZone = await shopTimeZone(await getDb());
  return (
    <MuiRoot>
      <ConsoleShell appTitle={config().APP_TITLE} fullname={session.user.fullname} menu={menuFor(session.roles)} timeZone={timeZone}>
        {children}
      </ConsoleShell>
    </MuiRoot>
  );
}
