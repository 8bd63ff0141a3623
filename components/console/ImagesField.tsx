'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Chip from '@mui/material/Chip';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { api } from '@/lib/api/client';
import { useErrorText } from '@/components/forms/errors';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** An ordered list of images: picked from disk (several at once), uploaded as attachments, moved, removed. The first
 *  is the main image (listings, social previews). */
export function ImagesField({ value, onChange, max = 20, error }: { value: string[]; onChange: (urls: string[]) => void; max?: number; error?: string }) {
  const t = useTranslations('catalog');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const errorText = useErrorText();
  const pick = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setUploadError(null);
    const added: string[] = [];
    try {
      // One at a time, in the order picked; what uploaded before a failure is kept.
      for (const f of [...files].slice(0, max - value.length)) added.push((await api.upload(f)).url);
    } catch (e) {
      setUploadError(errorText(e));
    } finally {
      if (added.length) onChange([...value, ...added]);
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const move = (i: number, by: number) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    onChange(next);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1.5 }} data-testid="images">
        {value.map((url, i) => (
          <Box key={url + i} sx={{ position: 'relative', border: 1, borderColor: i === 0 ? 'primary.main' : 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.default' }}>
            {/* Console thumbnails of the shop's own attachments: next/image would resize each for a 120 px box. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={url} alt={t('imageN', { n: i + 1 })} style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' }} />
            {i === 0 && <Chip label={t('mainImage')} size="small" color="primary" sx={{ position: 'absolute', top: 6, left: 6 }} />}
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Tooltip title={t('moveLeft')}><span><IconButton size="small" aria-label={t('moveLeft')} disabled={i === 0} onClick={() => move(i, -1)}><ChevronLeft fontSize="small" /></IconButton></span></Tooltip>
              <Tooltip title={t('removeImage')}><IconButton size="small" aria-label={t('removeImage')} onClick={() => onChange(value.filter((_, j) => j !== i))}><DeleteOutline fontSize="small" /></IconButton></Tooltip>
              <Tooltip title={t('moveRight')}><span><IconButton size="small" aria-label={t('moveRight')} disabled={i === value.length - 1} onClick={() => move(i, 1)}><ChevronRight fontSize="small" /></IconButton></span></Tooltip>
            </Box>
          </Box>
        ))}
      </Box>
      <input ref={input} type="file" accept={ACCEPT} multiple hidden onChange={(e) => void pick(e.target.files)} data-testid="images-input" />
      <Box>
        <Button variant="outlined" startIcon={<AddPhotoAlternateOutlined />} onClick={() => input.current?.click()} disabled={busy || value.length >= max}>
          {busy ? t('uploading') : t('addImages')}
        </Button>
      </Box>
      {(uploadError || error) && <FormHelperText error>{uploadError ?? error}</FormHelperText>}
    </Box>
  );
}
