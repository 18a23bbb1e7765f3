import "server-only";

export * from "@/lib/http/body";
export * from "@/lib/http/errors";
export * from "@/lib/http/handler";
export * from "@/lib/http/status";
export { fieldErrorsOf } from "@/lib/http/field-errors";
export * from "@/lib/http/origin";
export * from "@/lib/http/rate-limit";
export * from "@/lib/http/response";
// The shared rate-limit windows (lib/http's table, 0037), for limits kept outside this module.
export { sharedWindows } from "@/lib/http/shared-windows";
export { secondsUntil, type WindowOptions, type Windows } from "@/lib/http/window-counter";
