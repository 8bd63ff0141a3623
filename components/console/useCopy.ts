'use client';
import { useRef, useState } from 'react';

/**
 * Copies a text field's value. The Clipboard API exists only on https and localhost; a console reached over plain
 * http on the LAN copies the selected text the old way. `copied` says whether it worked, until `reset`.
 */
export function useCopy() {
  const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    let ok = navigator.clipboard ? await navigator.clipboard.writeText(text).then(() => true, () => false) : false;
    if (!ok) { input.current?.select(); ok = document.execCommand('copy'); }
    setCopied(ok);
  };
  return { input, copied, copy, reset: () => setCopied(false) };
}
