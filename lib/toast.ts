import type { ExternalToast, toast as sonnerToast } from "sonner";

type Message = Parameters<typeof sonnerToast>[0];

// sonner is fetched with the first toast rather than with the page: a form or a cart button
// would otherwise carry all of it in the page's first load. The toaster itself mounts once the
// browser is idle (components/shell/deferred-overlays.tsx) and shows whatever was raised before.
// Calls keep their order: each waits on the same import.
const sonner = () => import("sonner").then((module) => module.toast);

const show =
  (kind: "success" | "error" | "warning") =>
  (message: Message, data?: ExternalToast): void =>
    void sonner().then((toast) => toast[kind](message, data));

/** sonner's `toast`, as much of it as we use, loaded on first use. */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast): void => void sonner().then((t) => t(message, data)),
  {
    success: show("success"),
    error: show("error"),
    warning: show("warning"),
    dismiss: (id?: number | string): void => void sonner().then((t) => t.dismiss(id)),
  },
);
