import { requirePage } from '@/lib/auth/server';
import { menuFor } from '@/lib/auth/menu';
import { config } from '@/lib/config';
import { ConsoleShell } from '@/components/console/ConsoleShell';
import { MuiRoot } from '@/components/common/MuiRoot';

export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const session = await requirePage('console.view');
  return (
    <MuiRoot>
      <ConsoleShell appTitle={config().APP_TITLE} fullname={session.user.fullname} menu={menuFor(session.roles)}>
        {children}
      </ConsoleShell>
    </MuiRoot>
  );
}
