import type { Metadata } from "next";
import { SignUpPageForm } from "@/components/auth/sign-up-page-form";
import { Card } from "@/components/ui/card";
import { site } from "@/lib/site";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = {
  ...pageMetadata({
    title: "Sign Up",
    description: `Create your ${site.name} account to book day passes, desks, meeting rooms and the podcast studio, and tell us what you are working on.`,
    path: "/signup",
  }),
  robots: { index: false },
};

export default function SignUpPage() {
  return (
    <section className="container-page grid gap-10 py-16 sm:py-24 lg:grid-cols-[1fr_minmax(0,32rem)] lg:items-start">
      <div className="max-w-xl">
        <p className="text-accent text-sm font-semibold tracking-widest uppercase">Membership</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Join the club</h1>
        <p className="text-muted-foreground mt-4 text-lg">
          Create your account to book spaces in a few clicks, and tell us what you are building so
          we can help.
        </p>
      </div>
      <Card className="p-6 sm:p-8">
        <SignUpPageForm />
      </Card>
    </section>
  );
}
