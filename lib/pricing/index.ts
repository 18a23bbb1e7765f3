export * from "@/lib/pricing/money";
export * from "@/lib/pricing/constants";
export * from "@/lib/pricing/club-time";
export * from "@/lib/pricing/meeting-rooms";
export * from "@/lib/pricing/workspaces";
export * from "@/lib/pricing/podcast";
export * from "@/lib/pricing/validation";
export * from "@/lib/pricing/refunds";
