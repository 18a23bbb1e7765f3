/** The longest side of a label's photo as stored: readable, and about 100 kB as a JPEG. */
const MAX_SIDE = 1024;

/**
 * A phone camera's photo shrunk in the browser to a JPEG data URL the desk's route accepts
 * (a 12-megapixel original would be megabytes). Lower quality until it fits `maxChars`.
 */
export async function shrinkPhoto(file: File, maxChars: number): Promise<string | null> {
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.75, 0.6, 0.45, 0.3]) {
    const url = canvas.toDataURL("image/jpeg", quality);
    if (url.length <= maxChars) return url;
  }
  return null;
}
