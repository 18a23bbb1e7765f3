"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { callApi, postJson } from "@/lib/api-client";
import { formatClubClock } from "@/lib/format";
import { toast } from "@/lib/toast";
import {
  MEMBER_CHECK_IN_TEXT,
  MEMBER_CODE_PATTERN,
  VISITOR_CODE_PATTERN,
} from "@/lib/visitors/rules";

type Found = {
  id: string;
  name?: string;
  email: string;
  role: "holder" | "seat";
  company?: string;
  checkedInAt?: string;
};

const who = (member: Found) => member.name ?? member.email;

/**
 * Members and seat users matching the desk's search box (two characters at least, not a code),
 * each with "Check in", for a member who has no code to show (issue 39).
 */
export function DeskMemberCheckIn({ query }: { query: string }) {
  const [found, setFound] = useState<{ query: string; members: Found[] } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const router = useRouter();
  const text = query.trim();
  const searching =
    text.length >= 2 && !MEMBER_CODE_PATTERN.test(text) && !VISITOR_CODE_PATTERN.test(text);

  useEffect(() => {
    if (!searching) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      const answer = await callApi<{ members: Found[] }>(
        `/api/staff/members/search?q=${encodeURIComponent(text)}`,
        { signal: abort.signal },
      ).catch(() => null);
      if (answer?.ok) setFound({ query: text, members: answer.members });
    }, 250);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [text, searching]);

  async function checkIn(member: Found) {
    setBusy(member.id);
    const answer = await postJson<{ checkIn: { checkedInAt: string } }>(
      `/api/staff/members/check-in/${member.id}`,
      {},
    );
    setBusy(null);
    if (!answer.ok) {
      toast.error("Not checked in", { description: answer.message });
      return;
    }
    toast.success(`${who(member)} is checked in`);
    setFound((current) =>
      current
        ? {
            ...current,
            members: current.members.map((m) =>
              m.id === member.id ? { ...m, checkedInAt: answer.checkIn.checkedInAt } : m,
            ),
          }
        : current,
    );
    router.refresh();
  }

  const members = searching && found?.query === text ? found.members : [];
  return (
    <section aria-label={MEMBER_CHECK_IN_TEXT.searchLabel} hidden={members.length === 0}>
      <h2 className="font-sans text-lg font-semibold">Members</h2>
      <ul className="mt-2 divide-y" data-testid="desk-members-found">
        {members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words">{who(member)}</p>
              <p className="text-muted-foreground text-sm break-all">
                {member.role === "holder" ? "Member" : "Seat user"}
                {member.company ? ` · ${member.company}` : ""}
                {member.name ? ` · ${member.email}` : ""}
              </p>
            </div>
            {member.checkedInAt ? (
              <p className="text-muted-foreground text-sm">
                In since {formatClubClock(member.checkedInAt)}
              </p>
            ) : (
              <Button
                type="button"
                size="lg"
                className="h-12"
                disabled={busy === member.id}
                onClick={() => checkIn(member)}
                aria-label={`Check in ${who(member)}`}
              >
                Check in
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
