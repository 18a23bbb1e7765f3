import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve Tailwind conflicts (no tailwind-merge: that library
 * alone was a third of every page's own JavaScript), so a component never sets a class its
 * callers may override; where it offers an overridable default, it uses `classDefault`.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/**
 * `fallback` unless the caller's `className` already sets the same thing, recognised by `sets`
 * (a pattern over its class names), e.g. `classDefault(className, /^w-/, "w-full")`.
 */
export function classDefault(className: string | undefined, sets: RegExp, fallback: string) {
  const classes = className?.split(/\s+/) ?? [];
  return classes.some((name) => sets.test(name)) ? undefined : fallback;
}
