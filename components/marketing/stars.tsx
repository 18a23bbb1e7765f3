import { Star } from "lucide-react";

export function Stars({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5 text-[#b88a4a]" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className="size-4" fill={i < rating ? "currentColor" : "none"} aria-hidden />
      ))}
    </div>
  );
}
