import { parsePreference, resolveTheme, themeInitScript, THEME_STORAGE_KEY } from "@/lib/theme";
import { nextHeaderState } from "@/lib/header-scroll";

describe("theme", () => {
  it("keeps light and dark, and anything else follows the system", () => {
    expect(parsePreference("light")).toBe("light");
    expect(parsePreference("dark")).toBe("dark");
    expect(parsePreference(null)).toBe("system");
    expect(parsePreference("purple")).toBe("system");
  });

  it("resolves system from the OS preference", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  function runInitScript(stored: string | null, systemDark: boolean) {
    document.documentElement.className = "";
    if (stored === null) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, stored);
    window.matchMedia = ((query: string) => ({
      matches: systemDark && query.includes("dark"),
    })) as typeof window.matchMedia;
    new Function(themeInitScript)();
    return document.documentElement.classList.contains("dark");
  }

  it("the head script applies the stored choice before paint", () => {
    expect(runInitScript("dark", false)).toBe(true);
    expect(runInitScript("light", true)).toBe(false);
  });

  it("the head script follows the system on a first visit", () => {
    expect(runInitScript(null, true)).toBe(true);
    expect(runInitScript(null, false)).toBe(false);
  });
});

describe("header scroll", () => {
  it("is solid and shown near the top", () => {
    expect(nextHeaderState(0, 40, false)).toEqual({ hidden: false, translucent: false });
  });

  it("turns translucent past 50px but stays shown up to 100px", () => {
    expect(nextHeaderState(40, 51, false)).toEqual({ hidden: false, translucent: true });
    expect(nextHeaderState(60, 100, false)).toEqual({ hidden: false, translucent: true });
  });

  it("hides when scrolling down past 100px and reappears on scroll up", () => {
    expect(nextHeaderState(100, 101, false)).toEqual({ hidden: true, translucent: true });
    expect(nextHeaderState(400, 390, true)).toEqual({ hidden: false, translucent: true });
  });

  it("keeps its state when the position does not change", () => {
    expect(nextHeaderState(300, 300, true).hidden).toBe(true);
    expect(nextHeaderState(300, 300, false).hidden).toBe(false);
  });
});
