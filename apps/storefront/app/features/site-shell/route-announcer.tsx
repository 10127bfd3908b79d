import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * Says the new page's title when the shopper moves to another page inside the app (a link followed without a full
 * load): a screen reader hears nothing of a client navigation otherwise, and the focus may have fallen to the page's
 * body. As Next.js's and Gatsby's route announcers do. Only a new path: a page's own changes (filters, sort, a page
 * of results, a dialog's hash) are told by that page's live regions.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [message, setMessage] = useState('');
  const announced = useRef(pathname);
  useEffect(() => {
    if (navigation.state !== 'idle' || pathname === announced.current) return;
    announced.current = pathname;
    // A frame on: the new page's <title> is in place.
    const frame = requestAnimationFrame(() => setMessage(document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname, navigation.state]);
  return (
    <p aria-live="assertive" aria-atomic="true" className="sr-only" data-route-announcer="">
      {message}
    </p>
  );
}
