'use client';
import { useEffect, useSyncExternalStore } from 'react';
import s from './error-screen.module.css';

/* No message catalogue here: this screen also stands in for a root layout that failed, before any provider exists.
   The page's language (the html lang the layout set, else the browser's) picks one of two. */
const TEXT = {
  vi: {
    title: 'Trang này tạm thời không tải được',
    body: 'Lỗi nằm ở phía chúng tôi, không phải ở bạn, và đã được ghi lại. Hãy thử lại sau giây lát.',
    retry: 'Thử lại', home: 'Về trang chủ', code: 'Mã lỗi:',
  },
  en: {
    title: 'This page could not load just now',
    body: 'The problem is on our side, not yours, and it has been logged. Please try again in a moment.',
    retry: 'Try again', home: 'Go to the home page', code: 'Error code:',
  },
};
type TLang = keyof typeof TEXT;
const unchanging = () => () => undefined;
const pageLang = (): TLang => ((document.documentElement.lang || navigator.language).toLowerCase().startsWith('vi') ? 'vi' : 'en');

/**
 * What a visitor sees when a page failed on the server (the database out of reach, a bug) instead of Next's bare
 * "Application error": what happened in their language, a retry that fetches the page again, a way home, and the
 * error's digest, the key to its entry in the server's log. `inline` sits inside the shop's or the console's frame.
 */
export function FailureScreen({ error, retry, home, inline = false }: { error: Error & { digest?: string }; retry: () => void; home: string; inline?: boolean }) {
  const t = TEXT[useSyncExternalStore(unchanging, pageLang, (): TLang => 'en')];
  useEffect(() => console.error(error), [error]);
  return (
    <div className={inline ? `${s.screen} ${s.inline}` : s.screen} data-testid="failure-screen">
      <title>{t.title}</title>
      <meta name="robots" content="noindex" />
      <div className={s.box}>
        <h1 className={s.title}>{t.title}</h1>
        <p className={s.message}>{t.body}</p>
        <div className={s.actions}>
          <button type="button" onClick={retry}>{t.retry}</button>
          <a href={home}>{t.home}</a>
        </div>
        {error.digest && <p className={s.digest}>{t.code} {error.digest}</p>}
      </div>
    </div>
  );
}
