import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { localRecords, sessionRecords, unsavedFormCount } from '@festival/ui';
import { dismissPromo, isFillingForm, markSessionDismissed, startPromoChecks, type PromoConditions } from './pushPromo';
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

/**
 * The push promo of a signed-in user: after 30 s of session, when push is supported, undecided,
 * not subscribed and not declined in 7 days, and never over a form being filled. Rendered only
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
          busy: isFillingForm({ focusedField: isField(document.activeElement), unsavedForms: unsavedFormCount(), lastInputAt: lastInputAt.current }, Date.now()),
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
