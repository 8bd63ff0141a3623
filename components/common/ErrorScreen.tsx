import Link from 'next/link';
import s from './error-screen.module.css';

/** The 404 and 401 pages share this layout. */
export function ErrorScreen(props: { code: number; title: string; message: string; actions: { href: string; label: string }[] }) {
  return (
    <main className={s.screen}>
      <div className={s.box}>
        <p className={s.code}>{props.code}</p>
        <h1 className={s.title}>{props.title}</h1>
        <p className={s.message}>{props.message}</p>
        <div className={s.actions}>
          {props.actions.map((a) => <Link key={a.href} href={a.href}>{a.label}</Link>)}
        </div>
      </div>
    </main>
  );
}
