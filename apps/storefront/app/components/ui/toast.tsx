import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

import { useT } from '#app/lib/i18n/use-t.ts';
import { buttonStyles } from './button-styles.ts';
import { cx } from './cx.ts';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons.tsx';
import {
  needsTick,
  tickToasts,
  TOAST_TICK_MS,
  toastLifetime,
  type TimedToast,
  type ToastDurations,
  type ToastKind,
} from './toast-timing.ts';
import { Link } from '#app/components/ui/link.tsx';

export type ToastAction = { label: string; href: string } | { label: string; onAction: () => void };

export interface ToastInput {
  /** Give one to de-duplicate (a flash toast re-delivered by a revalidation shows once). */
  id?: string;
  kind?: ToastKind;
  title?: string;
  message: string;
  actions?: ToastAction[];
  /** Stays until dismissed even when it is not an error. */
  persistent?: boolean;
}

interface ToastItem extends TimedToast {
  id: string;
  kind: ToastKind;
  title: string | undefined;
  message: string;
  actions: ToastAction[];
  lifetimeMs: number | null;
  hovered: boolean;
  focused: boolean;
}

interface ToastApi {
  show(toast: ToastInput): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);
const MAX_VISIBLE = 4;
let sequence = 0;

/** The toasts, or null where no provider is (a component rendered on its own, in a unit test). */
export function useOptionalToast(): ToastApi | null {
  return use(ToastContext);
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

function createItem(input: ToastInput, durations: ToastDurations): ToastItem {
  const kind = input.kind ?? 'info';
  const actions = input.actions ?? [];
  const lifetimeMs = toastLifetime({ kind, hasActions: actions.length > 0, persistent: input.persistent }, durations);
  return {
    id: input.id ?? `toast-${++sequence}`,
    kind,
    title: input.title,
    message: input.message,
    actions,
    lifetimeMs,
    remainingMs: lifetimeMs,
    paused: false,
    hovered: false,
    focused: false,
  };
}

export function ToastProvider({
  durations,
  initial,
  children,
}: {
  durations: ToastDurations;
  /** Toasts present from the first render, e.g. a flash toast: rendered by the server, so visible without JavaScript. */
  initial?: ToastInput[];
  children: ReactNode;
}) {
  const { durationMs, actionDurationMs } = durations;
  const [toasts, setToasts] = useState<ToastItem[]>(() =>
    (initial ?? []).map((input) => createItem(input, { durationMs, actionDurationMs })),
  );
  // Ids ever shown: a toast given an id (a flash toast) appears once, even if it is offered again after dismissal.
  const seen = useRef(new Set(toasts.map((toast) => toast.id)));
  const running = needsTick(toasts);

  useEffect(() => {
    if (!running) return;
    // Count real elapsed time: background tabs throttle intervals, and a toast must not outlive its delay.
    let last = performance.now();
    const timer = window.setInterval(() => {
      const now = performance.now();
      const elapsed = now - last;
      last = now;
      setToasts((current) => tickToasts(current, elapsed));
    }, TOAST_TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const show = useCallback(
    (input: ToastInput) => {
      const item = createItem(input, { durationMs, actionDurationMs });
      if (seen.current.has(item.id)) return item.id;
      seen.current.add(item.id);
      setToasts((current) => [...current, item].slice(-MAX_VISIBLE));
      return item.id;
    },
    [durationMs, actionDurationMs],
  );

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const setHold = useCallback((id: string, hold: 'hovered' | 'focused', value: boolean) => {
    setToasts((current) =>
      current.map((toast) => {
        if (toast.id !== id || toast[hold] === value) return toast;
        const next = { ...toast, [hold]: value };
        return { ...next, paused: next.hovered || next.focused };
      }),
    );
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} onHold={setHold} />
    </ToastContext>
  );
}

const kindStyles: Record<ToastKind, { icon: typeof InfoIcon; className: string }> = {
  info: { icon: InfoIcon, className: 'text-ink' },
  success: { icon: CheckIcon, className: 'text-success' },
  error: { icon: AlertIcon, className: 'text-danger' },
};

/** Whether two boxes share more than a sliver (half a pixel either way). */
function overlap(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}

/**
 * Keeps the keyboard's focus clear of the toasts (WCAG 2.2 2.4.11 focus not obscured): the stack's height, from the
 * screen's bottom edge, is published as --toast-height, which app.css keeps clear at the bottom (scroll padding, and
 * room after the page's end), so the browser scrolls a control the keyboard moves to above the toasts. Where scrolling
 * cannot (a toast appears over the focused control, or focus is in something fixed: the add-to-cart bar, a side
 * panel), the stack moves to the other edge of the screen (data-edge="top"), if the focus is clear there; and back.
 */
function useFocusClearOfToasts(region: RefObject<HTMLElement | null>, shown: string) {
  const check = useRef<() => void>(() => undefined);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const height = element.querySelector('[data-kind]') ? element.getBoundingClientRect().height : 0;
      if (height > 0) root.style.setProperty('--toast-height', `${Math.ceil(height)}px`);
      else root.style.removeProperty('--toast-height');
      return height > 0;
    };
    const keepClear = () => {
      if (!measure()) {
        delete element.dataset.edge;
        return;
      }
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body || element.contains(focused)) return;
      const box = focused.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return;
      const toasts = [...element.querySelectorAll('[data-kind]')].map((toast) => toast.getBoundingClientRect());
      if (!toasts.some((toast) => overlap(toast, box))) return;
      // The same stack at the other edge: the region spans the screen's width, its height the same there.
      const { top, bottom } = element.getBoundingClientRect();
      const atTop = element.dataset.edge === 'top';
      const shift = atTop ? root.clientHeight - bottom : -top;
      const moved = toasts.map((toast) => new DOMRect(toast.x, toast.y + shift, toast.width, toast.height));
      if (moved.some((toast) => overlap(toast, box))) return;
      if (atTop) delete element.dataset.edge;
      else element.dataset.edge = 'top';
    };
    check.current = keepClear;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keepClear);
    observer?.observe(element);
    document.addEventListener('focusin', keepClear);
    window.addEventListener('resize', keepClear);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', keepClear);
      window.removeEventListener('resize', keepClear);
      root.style.removeProperty('--toast-height');
    };
  }, [region]);
  // A toast in place of another of the same height resizes nothing.
  useEffect(() => check.current(), [shown]);
}

/**
 * Two live regions that exist from the first server render, so screen readers announce what is added to them:
 * polite for information, assertive for errors. Kept clear of the keyboard's focus (useFocusClearOfToasts).
 */
function ToastRegion({
  toasts,
  onDismiss,
  onHold,
}: {
  toasts: ToastItem[];
  onDismiss: (id: string) => void;
  onHold: (id: string, hold: 'hovered' | 'focused', value: boolean) => void;
}) {
  const t = useT();
  const region = useRef<HTMLElement>(null);
  useFocusClearOfToasts(region, toasts.map((toast) => toast.id).join(' '));
  const render = (toast: ToastItem) => <Toast key={toast.id} toast={toast} onDismiss={onDismiss} onHold={onHold} />;
  return (
    <section
      ref={region}
      data-toasts=""
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 data-[edge=top]:top-0 data-[edge=top]:bottom-auto sm:items-end sm:p-6"
    >
      <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {toasts.filter((toast) => toast.kind !== 'error').map(render)}
      </div>
      <div role="alert" aria-live="assertive" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {toasts.filter((toast) => toast.kind === 'error').map(render)}
      </div>
    </section>
  );
}

function Toast({
  toast,
  onDismiss,
  onHold,
}: {
  toast: ToastItem;
  onDismiss: (id: string) => void;
  onHold: (id: string, hold: 'hovered' | 'focused', value: boolean) => void;
}) {
  const t = useT();
  const { icon: Icon, className } = kindStyles[toast.kind];
  const progress = toast.lifetimeMs && toast.remainingMs !== null ? toast.remainingMs / toast.lifetimeMs : null;
  return (
    <div
      data-kind={toast.kind}
      className={cx(
        'pointer-events-auto relative w-full max-w-sm overflow-hidden rounded-2xl bg-ink text-paper shadow-2xl',
        'animate-toast-in motion-reduce:animate-none',
      )}
      onPointerEnter={() => onHold(toast.id, 'hovered', true)}
      onPointerLeave={() => onHold(toast.id, 'hovered', false)}
      onFocus={() => onHold(toast.id, 'focused', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onHold(toast.id, 'focused', false);
      }}
    >
      <div className="flex items-start gap-3 p-4 pr-12">
        <span className={cx('mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-paper', className)}>
          <Icon className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
          <p className="text-sm leading-snug text-paper/90">{toast.message}</p>
          {toast.actions.length > 0 ? (
            <div className="mt-3 flex flex-wrap gap-2">
              {toast.actions.map((action) =>
                'href' in action ? (
                  <Link
                    key={action.label}
                    to={action.href}
                    onClick={() => onDismiss(toast.id)}
                    className={buttonStyles({ variant: 'accent', size: 'sm' })}
                  >
                    {action.label}
                  </Link>
                ) : (
                  <button
                    key={action.label}
                    type="button"
                    onClick={() => {
                      action.onAction();
                      onDismiss(toast.id);
                    }}
                    className={buttonStyles({ variant: 'accent', size: 'sm' })}
                  >
                    {action.label}
                  </button>
                ),
              )}
            </div>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('toast.dismiss')}
        className="absolute top-2.5 right-2.5 grid size-9 place-items-center rounded-full text-paper/80 hover:bg-paper/10 hover:text-paper focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-accent"
      >
        <CloseIcon className="size-5" />
      </button>
      {progress !== null ? (
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-paper/10">
          <div
            className="h-full origin-left bg-accent transition-transform duration-200 ease-linear motion-reduce:transition-none"
            style={{ transform: `scaleX(${progress})` }}
          />
        </div>
      ) : null}
    </div>
  );
}
