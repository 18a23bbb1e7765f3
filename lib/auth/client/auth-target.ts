import { safeRedirectPath } from "@/lib/auth/redirect";

/**
 * Where to go after signing in (the booking gate's target, a `?next=`), kept for this tab in
 * sessionStorage so it survives a reload. Only same-origin paths are ever stored or returned.
 */
const KEY = "lotus:auth-next";

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined; // Storage disabled: the target is simply not remembered.
  }
}

export function rememberAuthTarget(path: string): void {
  const safe = safeRedirectPath(path);
  if (safe === "/") storage()?.removeItem(KEY);
  else storage()?.setItem(KEY, safe);
}

export function peekAuthTarget(): string | null {
  const value = storage()?.getItem(KEY);
  return value ? safeRedirectPath(value) : null;
}

/** The remembered target, forgotten as it is read. */
export function takeAuthTarget(): string | null {
  const value = peekAuthTarget();
  storage()?.removeItem(KEY);
  return value;
}

export function clearAuthTarget(): void {
  storage()?.removeItem(KEY);
}

/** /signup, with the remembered target as `next` so the new member lands where they meant to go. */
export function signUpPath(): string {
  const target = peekAuthTarget();
  return target ? `/signup?${new URLSearchParams({ next: target })}` : "/signup";
}
