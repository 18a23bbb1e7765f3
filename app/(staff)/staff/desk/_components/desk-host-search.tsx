"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { callApi } from "@/lib/api-client";
import type { VisitorHost } from "@/lib/visitors/types";

const label = (host: VisitorHost) => (host.name ? `${host.name} (${host.email})` : host.email);

/**
 * Finds a member by name, e-mail or company as the desk types (two characters at least): a walk-in's
 * host, or a parcel's recipient (`id`, `label`, `role`).
 */
export function DeskHostSearch({
  host,
  onPick,
  error,
  id = "walk-in-host",
  label: fieldLabel = "Host (member)",
  role = "Host",
}: {
  host: VisitorHost | null;
  onPick: (host: VisitorHost | null) => void;
  error?: string;
  id?: string;
  label?: string;
  role?: string;
}) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<VisitorHost[]>([]);
  const [status, setStatus] = useState("");

  useEffect(() => {
    if (host || query.trim().length < 2) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      const answer = await callApi<{ hosts: VisitorHost[] }>(
        `/api/staff/visitors/hosts?q=${encodeURIComponent(query.trim())}`,
        { signal: abort.signal },
      ).catch(() => null);
      if (!answer) return;
      const hosts = answer.ok ? answer.hosts : [];
      setFound(hosts);
      setStatus(
        answer.ok ? `${hosts.length} member${hosts.length === 1 ? "" : "s"} found` : answer.message,
      );
    }, 250);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [query, host]);

  if (host) {
    return (
      <div className="bg-muted/60 flex flex-wrap items-center justify-between gap-2 rounded-xl p-3">
        <p className="text-sm">
          {role}: <span className="font-medium">{label(host)}</span>
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={() => onPick(null)}>
          Change {role.toLowerCase()}
        </Button>
      </div>
    );
  }
  return (
    <Field id={id} label={fieldLabel} error={error}>
      <Input
        id={id}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Name, e-mail or company"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <p className="sr-only" role="status">
        {status}
      </p>
      {found.length > 0 ? (
        <ul className="grid gap-1" aria-label="Members found">
          {found.map((candidate) => (
            <li key={candidate.id}>
              <Button
                type="button"
                variant="outline"
                className="h-12 w-full justify-start"
                onClick={() => onPick(candidate)}
              >
                {label(candidate)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}
