import { useState } from 'react';

import { roundPosition, type Position } from '#app/lib/geo/position.ts';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { Button } from './button.tsx';
import { useHydrated } from './hash-dialog.tsx';
import { LocateIcon } from './icons.tsx';

/** How long the browser may take to find the shopper, and how old a position it may answer with. */
const LOCATE_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 };

type Locating = { state: 'idle' } | { state: 'locating' } | { state: 'failed'; message: MessageKey };

/**
 * "Use my location" beside a place search: asks the browser for the shopper's position (the browser asks them
 * first) and hands it, rounded (lib/geo/position.ts), to `onPosition`, which runs the search. Shown only once the
 * page runs in a browser that has geolocation; without JavaScript the postal code or town field is the way. A
 * refusal or failure is said under the button, pointing back to the field, until the shopper searches by that
 * field (`textSearches` counts those searches: a stale refusal beside their results would read as theirs).
 * `onLocate` tells the search that the shopper has pressed the button, so that it drops the messages of its own
 * last answer (a "Please fill out this field" left beside the refusal would be a second, stale problem).
 */
export function UseMyLocation({
  onPosition,
  onLocate,
  isPending = false,
  textSearches = 0,
}: {
  onPosition: (position: Position) => void;
  onLocate?: () => void;
  isPending?: boolean;
  textSearches?: number;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [locating, setLocating] = useState<Locating>({ state: 'idle' });
  const [searchesSeen, setSearchesSeen] = useState(textSearches);
  if (searchesSeen !== textSearches) {
    setSearchesSeen(textSearches);
    if (locating.state === 'failed') setLocating({ state: 'idle' });
  }
  if (!hydrated || !('geolocation' in navigator)) return null;

  const locate = () => {
    onLocate?.();
    setLocating({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating({ state: 'idle' });
        onPosition(roundPosition(coords.latitude, coords.longitude));
      },
      (error) =>
        setLocating({
          state: 'failed',
          message: error.code === error.PERMISSION_DENIED ? 'location.denied' : 'location.unavailable',
        }),
      LOCATE_OPTIONS,
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="link"
        size="md"
        className="self-start"
        onPress={locate}
        isLoading={locating.state === 'locating' || isPending}
      >
        <LocateIcon className="size-5" />
        {t('location.use')}
      </Button>
      {locating.state === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t(locating.message)}
        </p>
      ) : null}
    </div>
  );
}
