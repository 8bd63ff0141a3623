'use client';
import { useEffect, useRef } from 'react';

/** Submits the surrounding filter form when a select or checkbox changes. Without JavaScript, the Apply button does it. */
export function AutoSubmit() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const onChange = (e: Event) => {
      const el = e.target as HTMLInputElement;
      if (el.type === 'checkbox' || el.tagName === 'SELECT') form.requestSubmit();
    };
    form.addEventListener('change', onChange);
    return () => form.removeEventListener('change', onChange);
  }, []);
  return <span ref={ref} hidden />;
}
