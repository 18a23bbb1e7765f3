import * as React from "react";
import { cn } from "@/lib/utils";

/** A pulsing placeholder (`.skeleton` in app/globals.css; tests find it by `animate-pulse`): rounded-lg unless `className` rounds it. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div aria-hidden className={cn("skeleton animate-pulse", className)} {...props} />;
}
