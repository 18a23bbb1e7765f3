import type { Metadata, Viewport } from "next";
import { Suspense } from "react";
import "./globals.css";
import { display, displayRegular, sans } from "./fonts";
import { site } from "@/lib/site";
import { themeInitScript } from "@/lib/theme";
import { OverlayProvider } from "@/components/hooks/use-overlays";
import { AuthProvider } from "@/components/hooks/use-auth";
import { CartProvider } from "@/lib/cart/cart-provider";
import { Header } from "@/components/shell/header";
import { Logo } from "@/components/shell/logo";
import { Footer } from "@/components/shell/footer";
import { BackButton } from "@/components/shell/back-button";
import { PageTransition } from "@/components/shell/page-transition";
import { AuthQueryOpener, PendingRouteFollower } from "@/components/shell/auth-routing";
import { IntentPrefetch } from "@/components/shell/intent-prefetch";
import { DeferredOverlays } from "./_components/deferred-overlays";
import { CookieBanner } from "@/components/cookies/cookie-banner";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbfaf7" },
    { media: "(prefers-color-scheme: dark)", color: "#0f1714" },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html
      lang="en-IN"
      className={`${sans.variable} ${display.variable} ${displayRegular.variable}`}
      suppressHydrationWarning
    >
      <head>
        {/* Before first paint: apply the stored or system theme so nothing flashes. */}
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <OverlayProvider>
          <AuthProvider>
            <CartProvider>
              <Header logo={<Logo />} />
              <main id="main" className="flex-1 pt-16 lg:pt-18">
                <BackButton />
                <PageTransition>{children}</PageTransition>
              </main>
              <Footer year={new Date().getFullYear()} />
              <PendingRouteFollower />
              <IntentPrefetch />
              <Suspense>
                <AuthQueryOpener />
              </Suspense>
              <CookieBanner />
              <DeferredOverlays />
            </CartProvider>
          </AuthProvider>
        </OverlayProvider>
      </body>
    </html>
  );
}
