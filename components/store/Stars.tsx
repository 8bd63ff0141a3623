import { StarIcon } from './Icons';
import s from './product.module.css';

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className={s.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => <StarIcon key={n} filled={rating >= n - 0.25} />)}
    </span>
  );
}
