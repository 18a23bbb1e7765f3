import "server-only";

export { embeddedCaller, supabaseCaller, type SqlFunctionCaller } from "@/lib/db";
