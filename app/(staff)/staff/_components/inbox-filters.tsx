import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { LEAD_STATUSES, LEAD_TYPE_LABELS, LEAD_TYPES, type InboxFilter } from "@/lib/staff/types";
import { MAX_SEARCH_LENGTH } from "@/lib/staff/filter";

/** A plain GET form: filtering works before (and without) JavaScript, and the URL can be shared. */
export function InboxFilters({ filter }: { filter: InboxFilter }) {
  return (
    <form
      method="get"
      action="/staff"
      role="search"
      aria-label="Filter leads"
      className="bg-card mt-6 grid gap-4 rounded-2xl border p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto_auto] lg:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="inbox-type">Type</Label>
        <NativeSelect id="inbox-type" name="type" defaultValue={filter.type ?? ""}>
          <option value="">All types</option>
          {LEAD_TYPES.map((type) => (
            <option key={type} value={type}>
              {LEAD_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="inbox-status">Status</Label>
        <NativeSelect id="inbox-status" name="status" defaultValue={filter.status ?? ""}>
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="inbox-search">Search</Label>
        <Input
          id="inbox-search"
          name="q"
          type="search"
          maxLength={MAX_SEARCH_LENGTH}
          defaultValue={filter.search ?? ""}
          placeholder="Name, email, phone or company"
        />
      </div>
      <label className="flex h-11 items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name="overdue"
          value="1"
          defaultChecked={filter.overdue ?? false}
          className="accent-accent size-5"
        />
        Overdue only
      </label>
      <Button type="submit">Apply</Button>
    </form>
  );
}
