import * as React from "react";
import { classDefault, cn } from "@/lib/utils";

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      className={cn(
        "text-foreground text-sm",
        classDefault(className, /^font-/, "font-medium"),
        className,
      )}
      {...props}
    />
  );
}
