"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { TourSlotPicker, type TourPickerState } from "@/components/tours/tour-slot-picker";
import { useTourSlots } from "@/components/tours/use-tour-slots";

/** Reschedule to another free slot or cancel; the server re-renders the page with the result. */
export function ManageTour({ token, initial }: { token: string; initial: TourPickerState }) {
  const router = useRouter();
  const [date, setDate] = useState(initial.date ?? "");
  const [time, setTime] = useState("");
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});
  const [busy, setBusy] = useState<"reschedule" | "cancel" | null>(null);
  const tourSlots = useTourSlots(initial.slots);

  async function change(body: Record<string, string>, action: "reschedule" | "cancel") {
    setBusy(action);
    const answer = await postJson("/api/tours/manage", { token, action, ...body });
    setBusy(null);
    if (!answer.ok) {
      setErrors({ time: answer.fieldErrors?.tourTime });
      if (answer.fieldErrors?.tourTime) void tourSlots.load(date);
      toast.error("Your tour was not changed", { description: answer.message });
      return;
    }
    toast.success(action === "cancel" ? "Tour cancelled" : "Tour rescheduled", {
      description: "We've sent the updated calendar invitation by email.",
    });
    router.refresh();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!time) {
      setErrors({ time: "Please choose a time for your tour." });
      return;
    }
    void change({ preferredDate: date, tourTime: time }, "reschedule");
  }

  return (
    <div className="mt-8 space-y-8">
      <form
        onSubmit={onSubmit}
        aria-labelledby="reschedule-title"
        noValidate
        className="bg-card rounded-3xl border p-6"
      >
        <h2 id="reschedule-title" className="text-xl font-semibold">
          Reschedule
        </h2>
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TourSlotPicker
            days={initial.days}
            dateLabel="New date"
            date={date}
            time={time}
            state={tourSlots}
            errors={errors}
            onChange={(next) => {
              setDate(next.date);
              setTime(next.time);
              setErrors({});
            }}
          />
        </div>
        <Button type="submit" size="lg" className="mt-6" disabled={busy !== null}>
          {busy === "reschedule" ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Move my tour
        </Button>
      </form>
      <section aria-labelledby="cancel-title">
        <h2 id="cancel-title" className="text-xl font-semibold">
          Can’t make it?
        </h2>
        <Button
          type="button"
          variant="outline"
          className="mt-3"
          disabled={busy !== null}
          onClick={() => void change({}, "cancel")}
        >
          {busy === "cancel" ? <Loader2 className="animate-spin" aria-hidden /> : null}
          Cancel my tour
        </Button>
      </section>
    </div>
  );
}
