import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { TStoreInfo } from '@/lib/store/shell';

export async function StoreFooter({ info }: { info: TStoreInfo }) {
  const t = await getTranslations('store');
  return (
    <Box component="footer" sx={{ mt: 8, py: 5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Box>
          <Typography sx={{ fontWeight: 800 }}>{info.name}</Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{info.tagline}</Typography>
        </Box>
        <Box component="address" sx={{ fontStyle: 'normal', color: 'text.secondary', fontSize: 14, display: 'grid', gap: 0.5 }}>
          <Typography component="h2" sx={{ fontWeight: 700, color: 'text.primary', fontSize: 15 }}>{t('contact')}</Typography>
          {info.address && <span>{info.address}</span>}
          {info.phone && <a href={`tel:${info.phone.replace(/\s/g, '')}`} style={{ color: 'inherit' }}>{info.phone}</a>}
          {info.email && <a href={`mailto:${info.email}`} style={{ color: 'inherit' }}>{info.email}</a>}
        </Box>
        <Typography sx={{ color: 'text.secondary', fontSize: 13, gridColumn: '1 / -1' }}>
          © {new Date().getFullYear()} {info.name}. {t('rights')}
        </Typography>
      </Container>
    </Box>
  );
}
