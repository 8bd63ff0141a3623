import Box from '@mui/material/Box';
import { storeInfo, storeNav } from '@/lib/store/shell';
import { StoreHeader } from '@/components/store/StoreHeader';
import { StoreFooter } from '@/components/store/StoreFooter';

export default async function StoreLayout({ children }: { children: React.ReactNode }) {
  const [info, nav] = await Promise.all([storeInfo(), storeNav()]);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <StoreHeader name={info.name} nav={nav} />
      <Box component="main" sx={{ flex: 1 }}>{children}</Box>
      <StoreFooter info={info} />
    </Box>
  );
}
