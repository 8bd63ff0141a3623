import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import { LinkButton } from '@/components/common/LinkButton';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { storeInfo } from '@/lib/store/shell';

export async function generateMetadata(): Promise<Metadata> {
  const info = await storeInfo();
  return { title: info.name, description: info.tagline };
}

export default async function HomePage() {
  const [info, t] = await Promise.all([storeInfo(), getTranslations('store')]);
  return (
    <Box component="section" sx={{ py: { xs: 8, md: 14 }, background: 'linear-gradient(135deg, rgb(var(--mui-palette-primary-mainChannel) / 0.12), transparent 60%)' }}>
      <Container maxWidth="lg">
        <Typography component="h1" sx={{ fontSize: { xs: 40, md: 64 }, fontWeight: 800, lineHeight: 1.05, maxWidth: 760 }}>{info.name}</Typography>
        <Typography sx={{ mt: 2, fontSize: { xs: 18, md: 22 }, color: 'text.secondary', maxWidth: 620 }}>{info.tagline}</Typography>
        <LinkButton href="/shop" variant="contained" size="large" sx={{ mt: 4 }}>{t('heroCta')}</LinkButton>
      </Container>
    </Box>
  );
}
