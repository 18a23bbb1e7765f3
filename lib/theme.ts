/** Spec section 3: the theme preference is kept in local storage under one UI-theme key. */
export const THEME_STORAGE_KEY = "ui-theme";
export type ThemePreference = "light" | "dark" | "system";
export type Theme = "light" | "dark";

export function parsePreference(value: string | null | undefined): ThemePreference {
  return value === "light" || value === "dark" ? value : "system";
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

/**
 * Runs before first paint so the page never flashes the wrong theme. Kept as a plain string
 * (no imports) because it is inlined into <head>; its hash is allowed by the CSP.
 */
export const themeInitScript = `(function(){try{var p=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});var d=p==="dark"||(p!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);var c=document.documentElement.classList;c.toggle("dark",d);}catch(e){}})();`;
