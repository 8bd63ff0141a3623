'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';

/** A file button that names the chosen file; the same file chosen again is read again (the input is cleared). */
export function FileChooser(p: { file: File | null; accept: string; disabled: boolean; chooseLabel: string; otherLabel: string; testId: string; onFile: (f: File) => void }) {
  return (
    <Box>
      <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} disabled={p.disabled}>
        {p.file ? p.otherLabel : p.chooseLabel}
        <input hidden type="file" accept={p.accept} data-testid={p.testId}
          onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) p.onFile(f); }} />
      </Button>
      {p.file && <Typography component="span" variant="body2" sx={{ ml: 1.5 }}>{p.file.name}</Typography>}
    </Box>
  );
}
