import { unauthorized } from 'next/navigation';

/** /401 renders the 401 page with HTTP status 401. */
export default function Page() {
  unauthorized();
}
