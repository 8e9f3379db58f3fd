import { useCallback, useLayoutEffect, useRef, type Ref, type RefCallback } from 'react';

type EarlyValue<E extends HTMLElement> = {
  /** What the app's state says the field holds; undefined for a field the app does not control. */
  value: string | undefined;
  /** What the element shows (a radio group: the checked one), or undefined when it shows nothing to adopt. */
  read: (element: E) => string | undefined;
  /** Hands the shown value to the field's owner, as a change of it would. */
  adopt: (shown: string, element: E) => void;
  /** The field's own ref, passed on. */
  ref?: Ref<E>;
};

/**
 * A prerendered field takes typing (or a tap on a radio) before the app has started. React hydrates
 * around it and leaves the element as the person left it, but the app's state still holds the
 * server's value, so the next render or a submit would throw the text away. At mount, a field whose
 * element shows something else hands it to its owner; later on, React keeps them equal itself.
 * Returns the ref to put on the element.
 */
export function useAdoptEarlyValue<E extends HTMLElement>({ value, read, adopt, ref }: EarlyValue<E>): RefCallback<E> {
  const element = useRef<E | null>(null);
  // What the first render saw: the element is compared with it once, at mount, before any later
  // render can have told React to overwrite what the person typed.
  const atMount = useRef({ value, read, adopt });
  useLayoutEffect(() => {
    const { value: stateValue, read: readShown, adopt: adoptShown } = atMount.current;
    const shown = element.current && stateValue !== undefined ? readShown(element.current) : undefined;
    if (element.current && shown !== undefined && shown !== stateValue) adoptShown(shown, element.current);
  }, []);
  // One callback while `ref` stays the same: a new one each render would detach and attach the
  // element (and call a callback ref twice) on every keystroke.
  return useCallback(
    (node: E | null) => {
      element.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    },
    [ref],
  );
}
