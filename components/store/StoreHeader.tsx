import { NavLink } from '@/components/common/LinkButton';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { TNavItem } from '@/lib/store/shell';
import { CartButton } from './CartButton';

/** Server-rendered header; only the cart count is a client island. */
export async function StoreHeader({ name, nav }: { name: string; nav: TNavItem[] }) {
  return (
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 10, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', columnGap: 3, flexWrap: 'wrap', minHeight: 64 }}>
        <NavLink href="/home" underline="none" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', mr: { xs: 'auto', sm: 0 }, py: 1.5 }}>
          <Box component="img" src="/icon.svg" alt="" width={32} height={32} />
          <Typography component="span" sx={{ fontWeight: 800, fontSize: 18, whiteSpace: 'nowrap' }}>{name}</Typography>
        </NavLink>
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 2.5, mr: 'auto', overflowX: 'auto', order: { xs: 3, sm: 0 }, width: { xs: '100%', sm: 'auto' }, pb: { xs: 1.5, sm: 0 } }}>
          {nav.map((item) => (
            <NavLink key={item.id} href={item.to} underline="none" sx={{ color: 'text.primary', fontWeight: 500, whiteSpace: 'nowrap', '&:hover': { color: 'primary.main' } }}>
              {item.title}
            </NavLink>
          ))}
        </Box>
        <CartButton />
      </Container>
    </Box>
  );
}
