export const BOOKING_FLOW_ENTRIES: string[];
export const SUBJECT_REGISTRY: string;
export const FLOW_SUBJECTS: string[];
export const FLOW_FOLDER_LIMIT: number;
export function folderOf(file: string): string;
export function walkBookingFlow(
  root?: string,
  subjects?: string[],
): { files: string[]; directories: string[]; folders: string[] };
