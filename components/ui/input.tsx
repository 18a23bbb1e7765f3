import * as React from "react";
import { classDefault, cn } from "@/lib/utils";

import { fieldClass } from "./field-class";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      className={cn(fieldClass, classDefault(className, /^w-/, "w-full"), "h-11", className)}
      {...props}
    />
  );
}
