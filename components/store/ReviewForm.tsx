'use client';
import { useState } from 'react';
import s from './product.module.css';
import c from './catalog.module.css';

export type TReviewLabels = {
  title: string; rating: string; name: string; review: string; send: string; thanks: string; failed: string; stars: string;
  /** The server's reasons (its `res_data.key`) in the shop's language, and what to say for anything else. */
  reasons: Record<string, string>; tryAgain: string;
};
type TReply = { res_data?: { field?: string; key?: string } };

/** What went wrong, in the shop's language: the field and its reason when the server named both, else "try again"
 *  (the API's own message is English, for outside clients). */
function reasonOf(reply: TReply, labels: TReviewLabels): string {
  const field = { authorName: labels.name, content: labels.review }[reply.res_data?.field ?? ''];
  const why = labels.reasons[reply.res_data?.key ?? ''];
  return field && why ? `${field}: ${why}` : labels.tryAgain;
}

/** Posts a review; the server keeps it hidden until someone approves it, and says so. */
export function ReviewForm({ productId, labels }: { productId: string; labels: TReviewLabels }) {
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setState({ kind: 'sending' });
    try {
      const res = await fetch('/api/v1/review-feedback', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId, rating: Number(f.get('rating')), authorName: String(f.get('authorName') ?? ''), content: String(f.get('content') ?? '') }),
      });
      const reply = (await res.json().catch(() => ({}))) as TReply;
      if (res.status === 201) { setState({ kind: 'done' }); (e.target as HTMLFormElement).reset(); }
      else setState({ kind: 'error', message: reasonOf(reply, labels) });
    } catch {
      setState({ kind: 'error', message: labels.tryAgain });
    }
  };
  return (
    <form className={s.form} onSubmit={submit} aria-labelledby="review-form-title">
      <h3 id="review-form-title">{labels.title}</h3>
      <label>{labels.rating}
        <select name="rating" defaultValue="5" required>
          {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{labels.stars.replace('{rating}', String(n))}</option>)}
        </select>
      </label>
      <label>{labels.name}<input name="authorName" required maxLength={80} autoComplete="name" /></label>
      <label>{labels.review}<textarea name="content" required maxLength={4000} rows={4} /></label>
      <button type="submit" className={c.btn} disabled={state.kind === 'sending'}>{labels.send}</button>
      <p role="status" style={{ margin: 0 }} className={state.kind === 'error' ? s.error : s.stockOk}>
        {state.kind === 'done' ? labels.thanks : state.kind === 'error' ? labels.failed.replace('{message}', state.message) : ''}
      </p>
    </form>
  );
}
