import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from then on. Forms use it to stay
 * disabled until their handlers exist: a choice made before hydration would be reset by React (a
 * select returns to its first value) and a submit would go to the browser's native handling.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
