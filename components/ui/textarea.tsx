import * as React from "react";
import { cn } from "@/lib/utils";
import { fieldClass } from "./field-class";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "min-h-28 w-full py-2.5", className)} {...props} />;
}
