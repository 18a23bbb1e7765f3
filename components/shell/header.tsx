"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { headerLinks } from "@/content/navigation";
import { nextHeaderState, type HeaderScrollState } from "@/lib/header-scroll";
import { ThemeToggle } from "./theme-toggle";
import { MobileMenu } from "./mobile-menu";
import { CartButton } from "./cart-button";
import { AccountButton } from "./account-button";

function useHeaderScroll(): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>({ hidden: false, translucent: false });
  const lastY = useRef(0);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        // Read before the update: React may run the updater later, after lastY has moved on.
        const previousY = lastY.current;
        lastY.current = y;
        setState((prev) => {
          const next = nextHeaderState(previousY, y, prev.hidden);
          return next.hidden === prev.hidden && next.translucent === prev.translucent ? prev : next;
        });
      });
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
  return state;
}

/**
 * `logo` comes rendered from the server (the layout), so the logo and the site facts it reads
 * stay out of the page's JavaScript.
 */
export function Header({ logo }: { logo: ReactNode }) {
  const { hidden, translucent } = useHeaderScroll();
  const pathname = usePathname();
  const [focusWithin, setFocusWithin] = useState(false);

  return (
    <header
      data-hidden={hidden && !focusWithin}
      data-translucent={translucent}
      onFocus={() => setFocusWithin(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      className="site-header"
    >
      <div className="header-row">
        {logo}
        <nav aria-label="Main" className="hidden lg:block">
          <ul>
            {headerLinks.map((link) => {
              const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={current ? "page" : undefined}
                    className="nav-link"
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div>
          <ThemeToggle />
          <CartButton />
          <AccountButton compact />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
