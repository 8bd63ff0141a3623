'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DragIndicator from '@mui/icons-material/DragIndicator';
import VerticalAlignTop from '@mui/icons-material/VerticalAlignTop';
import Close from '@mui/icons-material/Close';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { PublishChip } from './PublishChip';
import type { TProductRow } from './ProductsScreen';

/** One product of a collection's ordered list: a drag handle (pointer or keyboard), what it is, and its actions. */
export function MemberRow({ product: p, position, canWrite, price, onTop, onRemove }: {
  product: TProductRow; position: number; canWrite: boolean; price: string; onTop: () => void; onRemove: () => void;
}) {
  const t = useTranslations('catalog');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: p.id, disabled: !canWrite, attributes: { roleDescription: t('dnd.roleDescription') } });
  return (
    <Box component="li" ref={setNodeRef} data-testid="member-row"
      // Only up and down: the list is one column, so a sideways drift of the pointer means nothing.
      style={{ transform: CSS.Transform.toString(transform && { ...transform, x: 0 }), transition }}
      sx={{
        display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, px: { xs: 0.5, sm: 1 }, py: 0.75, bgcolor: 'background.paper', position: 'relative',
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
        ...(isDragging && { zIndex: 1, boxShadow: 4, bgcolor: 'action.selected' }),
      }}>
      {canWrite && (
        <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={t('dragHandle', { name: p.name })} size="small"
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}>
          <DragIndicator fontSize="small" />
        </IconButton>
      )}
      <Typography component="span" sx={{ width: { xs: 20, sm: 32 }, textAlign: 'right', color: 'text.secondary', fontSize: 14, flexShrink: 0 }}>{position}</Typography>
      <Avatar variant="rounded" src={p.images[0]} alt="" sx={{ width: 40, height: 40, bgcolor: 'action.hover', color: 'text.secondary' }}><ImageOutlined /></Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <MuiLink component={Link} href={`/console/products/${p.id}`} underline="hover" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.primary', fontWeight: 500 }}>
          {p.name}
        </MuiLink>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{price} · {p.stockTotal > 0 ? t('inStockCount', { count: p.stockTotal }) : t('soldOut')}</Typography>
      </Box>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}><PublishChip status={p.status} /></Box>
      {canWrite && (
        <>
          <Tooltip title={t('moveToTop', { name: p.name })}>
            <span><IconButton size="small" onClick={onTop} disabled={position === 1} aria-label={t('moveToTop', { name: p.name })}><VerticalAlignTop fontSize="small" /></IconButton></span>
          </Tooltip>
          <Tooltip title={t('removeFromCollection', { name: p.name })}>
            <IconButton size="small" onClick={onRemove} aria-label={t('removeFromCollection', { name: p.name })}><Close fontSize="small" /></IconButton>
          </Tooltip>
        </>
      )}
    </Box>
  );
}
