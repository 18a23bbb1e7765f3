import type { ExternalToast, toast as sonnerToast } from "sonner";

type Message = Parameters<typeof sonnerToast>[0];

// sonner is fetched with the first toast rather than with the page: a form or a cart button
// would otherwise carry all of it in the page's first load. The toaster itself mounts on the
// visitor's first input, or with the first toast if one comes before any input
// (app/_components/deferred-overlays.tsx), and shows whatever was raised before it mounted.
// Calls keep their order: each waits on the same import.
const sonner = () => import("sonner").then((module) => module.toast);
const raise = () => {
  toastRaised.mark();
  return sonner();
};

/** Whether any toast has been raised on this page yet: a store for `useSyncExternalStore`. */
export const toastRaised = (() => {
  let raised = false;
  const listeners = new Set<() => void>();
  return {
    get: (): boolean => raised,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    mark(): void {
      if (raised) return;
      raised = true;
      for (const listener of listeners) listener();
    },
  };
})();

// Every toast carries its id in a class, so a swipe on its element can dismiss exactly it
// (components/shell/use-swipe-to-dismiss.ts): sonner puts no id on the element itself.
const ID_CLASS = "toast-id-";
let lastId = 0;

function tagged(data?: ExternalToast): ExternalToast {
  const id = data?.id ?? `t${++lastId}`;
  const className = [data?.className, `${ID_CLASS}${id}`].filter(Boolean).join(" ");
  return { ...data, id, className };
}

/** The id of the toast an element shows, or null. */
export function toastIdOf(element: Element): string | null {
  const marker = [...element.classList].find((name) => name.startsWith(ID_CLASS));
  return marker ? marker.slice(ID_CLASS.length) : null;
}

const show =
  (kind: "success" | "error" | "warning") =>
  (message: Message, data?: ExternalToast): void =>
    void raise().then((toast) => toast[kind](message, tagged(data)));

/** sonner's `toast`, as much of it as we use, loaded on first use. */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast): void =>
    void raise().then((t) => t(message, tagged(data))),
  {
    success: show("success"),
    error: show("error"),
    warning: show("warning"),
    dismiss: (id?: number | string): void => void sonner().then((t) => t.dismiss(id)),
  },
);
