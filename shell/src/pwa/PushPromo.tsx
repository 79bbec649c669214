import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { localRecords, sessionRecords, unsavedFormCount } from '@festival/ui';
import { dismissPromo, isAtWork, markSessionDismissed, startPromoChecks, type PromoConditions, type ScreenActivity } from './pushPromo';
import { usePushActions, usePushStatus } from './usePush';

// The dialog loads only when it is about to show.
const PushPromoModal = lazy(() => import('./PushPromoModal'));

/** Whether the focused element takes typing. */
function isField(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'hidden'].includes(element.type);
}

/** Dialogs and drawers (Mantine's, the browser's), menus: layers over the page the promo must not cover. */
const LAYERS = '[role="dialog"], [role="alertdialog"], [aria-modal="true"], [role="menu"], dialog[open]';

/** What is on the screen now, as the promo's rule reads it. */
function screenActivity(lastInputAt: number | null): ScreenActivity {
  const focused = document.activeElement;
  return {
    openLayer: [...document.querySelectorAll(LAYERS)].some((layer) => layer.getClientRects().length > 0),
    focusedField: isField(focused),
    focusInForm: focused instanceof HTMLElement && focused !== document.body && focused.closest('form') !== null,
    unsavedForms: unsavedFormCount(),
    lastInputAt,
  };
}

/**
 * The push promo of a signed-in user: after the first minute of the session, when push is supported,
 * undecided, not subscribed and not declined in 7 days, and never over work (a dialog, drawer or
 * menu, a form with the focus or edits): it waits for the first quiet moment. Rendered only
 * while a user is signed in (a visitor's first visit goes without its code); tells its owner when
 * it shows, so the install offer waits.
 */
export default function PushPromo({ userId, onShownChange }: { userId: number; onShownChange: (shown: boolean) => void }) {
  const status = usePushStatus();
  const push = usePushActions();
  const [open, setOpen] = useState(false);
  const conditions = useRef<Omit<PromoConditions, 'busy'> | undefined>(undefined);
  useEffect(() => {
    conditions.current = status.data ? { signedIn: true, ...status.data } : undefined;
  }, [status.data]);
  const lastInputAt = useRef<number | null>(null);
  useEffect(() => {
    const typed = () => (lastInputAt.current = Date.now());
    document.addEventListener('input', typed, true);
    return () => document.removeEventListener('input', typed, true);
  }, []);

  useEffect(() => {
    setOpen(false);
    return startPromoChecks({
      local: localRecords,
      session: sessionRecords,
      now: () => Date.now(),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (h) => window.clearInterval(h as number),
      conditions: () =>
        conditions.current && {
          ...conditions.current,
          busy: isAtWork(screenActivity(lastInputAt.current), Date.now()),
        },
      show: () => setOpen(true),
    });
  }, [userId]);

  useEffect(() => onShownChange(open), [open, onShownChange]);
  useEffect(() => () => onShownChange(false), [onShownChange]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PushPromoModal
        opened
        onNotNow={() => {
          dismissPromo(localRecords, sessionRecords, Date.now());
          setOpen(false);
        }}
        onEnable={async () => {
          markSessionDismissed(sessionRecords, Date.now());
          await push.enable();
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
