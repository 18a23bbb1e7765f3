import * as React from "react";
import { classDefault, cn } from "@/lib/utils";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      aria-hidden
      className={cn(
        "bg-muted animate-pulse",
        classDefault(className, /^rounded/, "rounded-lg"),
        className,
      )}
      {...props}
    />
  );
}
