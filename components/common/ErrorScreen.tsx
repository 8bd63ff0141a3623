import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LinkButton } from './LinkButton';

/** The 404 and 401 pages share this layout. */
export function ErrorScreen(props: { code: number; title: string; message: string; actions: { href: string; label: string }[] }) {
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}>
      <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
        <Typography component="p" sx={{ fontSize: 96, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}>{props.code}</Typography>
        <Typography component="h1" variant="h4" sx={{ mt: 2, fontWeight: 700 }}>{props.title}</Typography>
        <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{props.message}</Typography>
        <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          {props.actions.map((a, i) => (
            <LinkButton key={a.href} href={a.href} variant={i === 0 ? 'contained' : 'outlined'}>{a.label}</LinkButton>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
