/**
 * Install-as-app offer (spec 4 "Install banner", 9): shown 5 s after the browser offers an install
 * prompt (beforeinstallprompt), never in standalone display mode; Later is remembered 7 days
 * (local record 'pwa-dismissed', a timestamp); accepting hides it.
 *
 * `installOffer` listens from start-up (the browser may fire the event before React renders).
 */
export const INSTALL_DELAY_MS = 5_000;
export const INSTALL_SNOOZE_MS = 7 * 24 * 60 * 60 * 1000;
export const INSTALL_DISMISSED_KEY = 'pwa-dismissed';

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface InstallWindow {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

export interface InstallOfferDeps {
  target: InstallWindow;
  storage: InstallStorage;
  isStandalone: () => boolean;
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export function dismissedRecently(storage: InstallStorage, now: number): boolean {
  const at = Number(storage.getItem(INSTALL_DISMISSED_KEY));
  return Number.isFinite(at) && at > 0 && now - at < INSTALL_SNOOZE_MS;
}

export type InstallOutcome = 'accepted' | 'dismissed';

export class InstallOffer {
  private deferred: InstallPromptEvent | null = null;
  private timer: unknown = null;
  private visible = false;
  private readonly listeners = new Set<() => void>();
  private readonly onPrompt = (event: Event) => {
    // Keep the browser's own mini-infobar away: we offer it at a better moment.
    event.preventDefault();
    this.deferred = event as InstallPromptEvent;
    this.schedule();
  };
  private readonly onInstalled = () => {
    this.deferred = null;
    this.setVisible(false);
  };

  constructor(private readonly deps: InstallOfferDeps) {}

  listen(): () => void {
    this.deps.target.addEventListener('beforeinstallprompt', this.onPrompt);
    this.deps.target.addEventListener('appinstalled', this.onInstalled);
    return () => {
      this.deps.target.removeEventListener('beforeinstallprompt', this.onPrompt);
      this.deps.target.removeEventListener('appinstalled', this.onInstalled);
      this.clearTimer();
    };
  }

  isVisible = (): boolean => this.visible;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private setVisible(visible: boolean): void {
    if (this.visible === visible) return;
    this.visible = visible;
    for (const l of this.listeners) l();
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    this.clearTimer();
    if (this.deps.isStandalone() || dismissedRecently(this.deps.storage, this.deps.now())) return;
    this.timer = this.deps.setTimeout(() => {
      this.timer = null;
      if (this.deferred && !this.deps.isStandalone() && !dismissedRecently(this.deps.storage, this.deps.now())) this.setVisible(true);
    }, INSTALL_DELAY_MS);
  }

  /** Later: hidden and not offered again for 7 days. */
  later(): void {
    this.deps.storage.setItem(INSTALL_DISMISSED_KEY, String(this.deps.now()));
    this.setVisible(false);
  }

  /** Shows the browser's install dialog; resolves with the user's answer, rejects if it failed. */
  async install(): Promise<InstallOutcome> {
    const prompt = this.deferred;
    if (!prompt) throw new Error('No install prompt available');
    // A prompt can be used once.
    this.deferred = null;
    this.setVisible(false);
    await prompt.prompt();
    const choice = await prompt.userChoice;
    return choice.outcome;
  }
}

export function isStandaloneDisplay(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true;
}

function safeLocalStorage(): InstallStorage {
  try {
    const s = window.localStorage;
    s.getItem('x');
    return s;
  } catch {
    const m = new Map<string, string>();
    return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
  }
}

/** The one offer of the app, listening from start-up. */
export const installOffer = new InstallOffer({
  target: typeof window === 'undefined' ? { addEventListener: () => undefined, removeEventListener: () => undefined } : window,
  storage: typeof window === 'undefined' ? { getItem: () => null, setItem: () => undefined } : safeLocalStorage(),
  isStandalone: isStandaloneDisplay,
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
});
