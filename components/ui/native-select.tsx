import * as React from "react";
import { cn } from "@/lib/utils";
import { fieldClass } from "./field-class";

export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return <select className={cn(fieldClass, "h-11 w-full pr-8", className)} {...props} />;
}
