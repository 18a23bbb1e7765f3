// Types of pdf-text.mjs for the TypeScript tests that import it (the project has no allowJs).
export function pdfText(bytes: Uint8Array): Promise<string>;
