'use client';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import {
  LinkBubbleMenu, LinkBubbleMenuHandler, MenuButtonBlockquote, MenuButtonBold, MenuButtonBulletedList, MenuButtonEditLink,
  MenuButtonHorizontalRule, MenuButtonImageUpload, MenuButtonItalic, MenuButtonOrderedList, MenuButtonRedo, MenuButtonRemoveFormatting,
  MenuButtonStrikethrough, MenuButtonUnderline, MenuButtonUndo, MenuControlsContainer, MenuDivider, MenuSelectHeading, RichTextEditor,
} from 'mui-tiptap';
import { api } from '@/lib/api/client';

/**
 * Rich text for descriptions, pages and posts (Tiptap, through mui-tiptap's MUI toolbar). It offers only what the
 * server's sanitiser keeps (lib/content/sanitize.ts): headings 2 to 4, lists, quotes, links, images, rules. Images are
 * uploaded as attachments. The value is HTML. `content` is read once: remount (a React key) to load another record.
 */
export function RichTextInput({ label, value, onChange, error, helperText, id }: {
  label: string; value: string; onChange: (html: string) => void; error?: boolean; helperText?: string; id: string;
}) {
  const t = useTranslations('editor');
  const extensions = useMemo(() => [
    StarterKit.configure({ heading: { levels: [2, 3, 4] }, code: false, codeBlock: false, link: { openOnClick: false, autolink: true } }),
    Image, LinkBubbleMenuHandler,
  ], []);
  const upload = async (files: File[]) => Promise.all(files.map(async (f) => ({ src: (await api.upload(f)).url, alt: f.name.replace(/\.[^.]+$/, '') })));
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <FormLabel id={`${id}-label`} error={error}>{label}</FormLabel>
      <Box data-testid={id} sx={{ '& .ProseMirror': { minHeight: 180 }, '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
        '& .ProseMirror h2': { fontSize: '1.5rem' }, '& .ProseMirror h3': { fontSize: '1.25rem' }, '& .ProseMirror h4': { fontSize: '1.1rem' } }}>
        <RichTextEditor
          extensions={extensions} content={value} immediatelyRender={false}
          onUpdate={({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML())}
          editorProps={{ attributes: { 'aria-labelledby': `${id}-label`, role: 'textbox', 'aria-multiline': 'true' } }}
          renderControls={() => (
            <MenuControlsContainer>
              <MenuSelectHeading labels={{ paragraph: t('paragraph'), heading2: t('heading', { n: 2 }), heading3: t('heading', { n: 3 }), heading4: t('heading', { n: 4 }), empty: t('textStyle') }} />
              <MenuDivider />
              <MenuButtonBold tooltipLabel={t('bold')} />
              <MenuButtonItalic tooltipLabel={t('italic')} />
              <MenuButtonUnderline tooltipLabel={t('underline')} />
              <MenuButtonStrikethrough tooltipLabel={t('strike')} />
              <MenuDivider />
              <MenuButtonEditLink tooltipLabel={t('link')} />
              <MenuButtonBulletedList tooltipLabel={t('bulletList')} />
              <MenuButtonOrderedList tooltipLabel={t('orderedList')} />
              <MenuButtonBlockquote tooltipLabel={t('quote')} />
              <MenuButtonHorizontalRule tooltipLabel={t('rule')} />
              <MenuButtonImageUpload tooltipLabel={t('image')} onUploadFiles={upload} />
              <MenuDivider />
              <MenuButtonRemoveFormatting tooltipLabel={t('clearFormat')} />
              <MenuButtonUndo tooltipLabel={t('undo')} />
              <MenuButtonRedo tooltipLabel={t('redo')} />
            </MenuControlsContainer>
          )}
        >
          {() => <LinkBubbleMenu labels={{ editLinkAddTitle: t('linkAdd'), editLinkEditTitle: t('linkEdit'), editLinkTextInputLabel: t('linkText'), editLinkHrefInputLabel: t('linkHref'), editLinkCancelButtonLabel: t('cancel'), editLinkSaveButtonLabel: t('save'), viewLinkEditButtonLabel: t('edit'), viewLinkRemoveButtonLabel: t('remove') }} />}
        </RichTextEditor>
      </Box>
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Box>
  );
}
