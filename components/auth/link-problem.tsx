import Link from "@/components/ui/link";

/** A refusal shown where the member is looking, with the way forward. */
export function LinkProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="border-destructive/60 rounded-xl border p-4 text-sm">
      <p className="text-destructive font-medium">{message}</p>
      <p className="text-muted-foreground mt-2">
        Signed in? Your dashboard sends a new verification e-mail. Forgotten your password?{" "}
        <Link href="/auth/forgot" className="text-accent font-medium underline underline-offset-4">
          Ask for a reset link
        </Link>
        .
      </p>
    </div>
  );
}
