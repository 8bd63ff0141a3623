import Chip from '@mui/material/Chip';

/** An HTTP status, its class shown by the border colour; the number keeps the text colour, since orange on white
 *  fails WCAG contrast. */
export function StatusChip({ status }: { status: number }) {
  const color = status >= 500 ? 'error' : status >= 400 ? 'warning' : status >= 200 && status < 400 ? 'success' : 'default';
  return <Chip size="small" variant="outlined" color={color} label={status || '—'} sx={{ color: 'text.primary', fontWeight: 600 }} />;
}
