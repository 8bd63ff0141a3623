import { notFound } from 'next/navigation';

/** /404 renders the 404 page with HTTP status 404. */
export default function Page() {
  notFound();
}
