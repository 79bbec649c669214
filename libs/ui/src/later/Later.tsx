import { cloneElement, useEffect, useLayoutEffect, useReducer, useRef, useState, useSyncExternalStore, type ReactElement, type ReactNode, type SyntheticEvent } from 'react';
import { TextInput, type ComboboxData, type MultiSelectProps, type SelectProps, type TooltipProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

/** What `@festival/ui/later` exports. */
export type LaterKit = typeof import('@festival/ui/later');

let kit: LaterKit | null = null;
let pending: Promise<LaterKit> | null = null;
const listeners = new Set<() => void>();

/** Loads `@festival/ui/later` (once; again after a failure, e.g. offline). */
export function loadLater(): Promise<LaterKit> {
  if (!pending) {
    pending = import('@festival/ui/later').then((module) => {
      kit = module;
      for (const listener of listeners) listener();
      return module;
    });
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** Loads the kit, quietly: a failure (offline) is tried again on the next need. */
const load = () => void loadLater().catch(() => undefined);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The later kit once loaded (by anyone), else null; `needed` (a dialog being opened) loads it. */
export function useLaterKit(needed = false): LaterKit | null {
  const loaded = useSyncExternalStore(subscribe, () => kit, () => kit);
  useEffect(() => {
    if (needed && !loaded) load();
  }, [needed, loaded]);
  return loaded;
}

/** What the user did to the stand-in before the kit came. */
export interface LaterIntent {
  /** Clicked, tapped or pressed it: what it opens opens at once. */
  opened: boolean;
  /** A mouse is over it. */
  hovered: boolean;
  /** Typed into it (inputs): the text goes on in the real input. */
  typed: string | null;
}

type Handler = ((event: SyntheticEvent) => void) | undefined;
interface TargetProps {
  onPointerEnter?: Handler;
  onPointerLeave?: Handler;
  onFocus?: Handler;
  onBlur?: Handler;
  onTouchStart?: Handler;
  onPointerDown?: Handler;
  onClick?: Handler;
}


/**
 * Shows `target` (the element the real component will wrap, as it will look) until the later kit is
 * loaded, then `children(kit, intent)`. Reaching for the target (pointer over it, focus, touch,
 * click) loads the kit; the focus stays on the target; a click opens what it opens.
 *
 * `keepWhilePressed`: the target's own click is what matters (a button under a tooltip), so a kit that
 * comes while the target is pressed waits for the release: swapping the element under the pointer
 * then would lose the click.
 */
export function WithLater({
  target,
  children,
  keepWhilePressed = false,
}: {
  target: ReactElement<TargetProps>;
  children: (kit: LaterKit, intent: LaterIntent) => ReactNode;
  keepWhilePressed?: boolean;
}) {
  const kitLoaded = useLaterKit();
  const [, released] = useReducer((n: number) => n + 1, 0);
  const intent = useRef<LaterIntent & { focused: boolean; pressed: boolean }>({ opened: false, hovered: false, typed: null, focused: false, pressed: false });
  const box = useRef<HTMLSpanElement>(null);
  const loaded = kitLoaded && !(keepWhilePressed && intent.current.pressed) ? kitLoaded : null;
  const release = () => {
    intent.current.pressed = false;
    if (keepWhilePressed && kit) released();
  };
  useLayoutEffect(() => {
    // Only when the stand-in's removal left the focus nowhere (something it opened may have taken it since).
    if (!loaded || !intent.current.focused || (document.activeElement && document.activeElement !== document.body)) return;
    const focusable = box.current?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, button, a[href], [tabindex]');
    focusable?.focus();
    if (focusable instanceof HTMLInputElement) focusable.setSelectionRange(focusable.value.length, focusable.value.length);
  }, [loaded]);
  if (loaded) {
    // Pressed but not yet released when the kit came: the release lands on the real component, whose
    // click never comes (the pressed element is gone), so the press is what opens it.
    if (intent.current.pressed) intent.current.opened = true;
    return (
      <span ref={box} style={{ display: 'contents' }}>
        {children(loaded, intent.current)}
      </span>
    );
  }
  const own = target.props;
  const on =
    (name: keyof TargetProps, effect: (event: SyntheticEvent) => void) =>
    (event: SyntheticEvent): void => {
      effect(event);
      own[name]?.(event);
    };
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {cloneElement(target, {
        onPointerEnter: on('onPointerEnter', (e) => {
          if ((e.nativeEvent as PointerEvent).pointerType === 'mouse') intent.current.hovered = true;
          load();
        }),
        onPointerLeave: on('onPointerLeave', () => {
          intent.current.hovered = false;
          release();
        }),
        onPointerDown: on('onPointerDown', (e) => {
          if ((e.nativeEvent as PointerEvent).button === 0) intent.current.pressed = true;
          load();
        }),
        onFocus: on('onFocus', () => {
          intent.current.focused = true;
          load();
        }),
        onBlur: on('onBlur', () => (intent.current.focused = false)),
        onTouchStart: on('onTouchStart', load),
        onClick: on('onClick', () => {
          intent.current.opened = true;
          load();
          if (keepWhilePressed) release();
        }),
      })}
    </span>
  );
}

/** Mantine's Tooltip, loaded when the user reaches for its target; until then the target alone. */
export function LaterTooltip({ children, ...props }: TooltipProps) {
  return (
    <WithLater target={children as ReactElement<TargetProps>} keepWhilePressed>
      {(later, intent) => (
        <later.Tooltip {...props} defaultOpened={intent.hovered || undefined}>
          {children}
        </later.Tooltip>
      )}
    </WithLater>
  );
}

/** The label of each option value of a Select's data (strings, items, groups). */
function optionLabels(data: ComboboxData | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  for (const entry of data ?? []) {
    if (typeof entry === 'string') labels.set(entry, entry);
    else if ('group' in entry) for (const [value, label] of optionLabels(entry.items)) labels.set(value, label);
    else labels.set(entry.value, entry.label);
  }
  return labels;
}

type StandInProps = Pick<SelectProps, 'label' | 'description' | 'error' | 'placeholder' | 'size' | 'radius' | 'disabled' | 'required' | 'withAsterisk' | 'leftSection' | 'w' | 'maw' | 'miw' | 'flex' | 'className' | 'style' | 'aria-label'>;

/** An input looking like the picker it stands for, showing its value; what is typed into it carries over. */
function PickerStandIn({ shown, intent, props, ...handlers }: { shown: string; intent: LaterIntent; props: StandInProps } & TargetProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const { label, description, error, placeholder, size, radius, disabled, required, withAsterisk, leftSection, w, maw, miw, flex, className, style } = props;
  return (
    <TextInput
      {...handlers}
      {...{ label, description, error, placeholder, size, radius, disabled, required, withAsterisk, leftSection, w, maw, miw, flex, className, style }}
      aria-label={props['aria-label']}
      // A picker too: Enter in it never submits the form (forms/pickerEnter.ts).
      data-picker
      autoComplete="off"
      value={typed ?? shown}
      onChange={(event) => {
        intent.typed = event.currentTarget.value;
        setTyped(event.currentTarget.value);
      }}
      rightSection={<IconChevronDown size={16} />}
      rightSectionPointerEvents="none"
    />
  );
}

/**
 * Types `text` into a picker's input as a user would (an input event), once the picker has settled:
 * Mantine's pickers clear their search when they mount, so a default search would not last.
 */
function useTypedCarriesOver(later: LaterKit | null, intent: LaterIntent) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const text = intent.typed;
    const field = input.current;
    if (!later || text === null || !field) return;
    intent.typed = null;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, [later, intent]);
  return input;
}

/** Mantine's Select, loaded when the user reaches for it; until then an input showing its value. */
export function LaterSelect(props: SelectProps) {
  const intent = useRef<LaterIntent>({ opened: false, hovered: false, typed: null });
  const input = useTypedCarriesOver(useLaterKit(), intent.current);
  const shown = props.value ? (optionLabels(props.data).get(props.value) ?? '') : '';
  return (
    <WithLater target={<PickerStandIn shown={shown} intent={intent.current} props={props} />}>
      {(later, reached) => <later.Select {...props} ref={input} defaultDropdownOpened={reached.opened || undefined} />}
    </WithLater>
  );
}

/** Mantine's MultiSelect, loaded when the user reaches for it; until then an input listing its values. */
export function LaterMultiSelect(props: MultiSelectProps) {
  const intent = useRef<LaterIntent>({ opened: false, hovered: false, typed: null });
  const input = useTypedCarriesOver(useLaterKit(), intent.current);
  const labels = optionLabels(props.data);
  const shown = (props.value ?? []).map((value) => labels.get(value) ?? value).join(', ');
  return (
    <WithLater target={<PickerStandIn shown={shown} intent={intent.current} props={{ ...props, placeholder: shown ? undefined : props.placeholder }} />}>
      {(later, reached) => <later.MultiSelect {...props} ref={input} defaultDropdownOpened={reached.opened || undefined} />}
    </WithLater>
  );
}
