"use client";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { THEME_STORAGE_KEY, type Theme } from "@/lib/theme";
import { useTheme } from "./use-theme";

/** Switches between light and dark; the inline head script already applied the stored or system theme. */
export function ThemeToggle() {
  const theme = useTheme();
  const next: Theme = theme === "dark" ? "light" : "dark";

  function toggle() {
    document.documentElement.classList.toggle("dark", next === "dark");
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode or storage disabled: the choice lasts for this page only.
    }
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={theme ? `Switch to ${next} theme` : "Toggle theme"}
      title="Toggle theme"
    >
      <Icon name="sun" className="hidden dark:block" />
      <Icon name="moon" className="dark:hidden" />
    </Button>
  );
}
