import { data } from 'react-router';

/**
 * Any path no route claims. The 404 is rendered by the root ErrorBoundary inside the full shell, in the URL's
 * language when its first segment is (or resembles) one of our locales.
 */
export function loader(): never {
  throw data({ reason: 'not-found' }, { status: 404 });
}

export default function NotFound() {
  return null;
}
