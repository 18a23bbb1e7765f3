"use client";

/** Last resort when the root layout itself fails: plain HTML, no dependencies. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body
        style={{ fontFamily: "system-ui, sans-serif", padding: "4rem 1.5rem", textAlign: "center" }}
      >
        <h1>Something went wrong</h1>
        <p>Please try again in a moment.</p>
        <button
          type="button"
          onClick={reset}
          style={{ padding: "0.6rem 1.2rem", marginTop: "1rem" }}
        >
          Try again
        </button>
      </body>
    </html>
  );
}
