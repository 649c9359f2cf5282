/** One refusal of an uploaded CSV: its line in the file (the header is line 1) and column. */
export interface ImportLineError {
  line: number;
  column: string;
  messages: string[];
}

const KEY = /^line\.(\d+)\.(.+)$/;

/**
 * The API's errors of a refused import (`line.<line>.<column>`: `line.0.file` for the file as a
 * whole) as rows by line, then column, as a person reads the file.
 */
export function importLineErrors(
  fieldErrors: Readonly<Record<string, string[]>>,
): ImportLineError[] {
  return Object.entries(fieldErrors)
    .flatMap(([key, messages]) => {
      const match = KEY.exec(key);
      return match ? [{ line: Number(match[1]), column: match[2] ?? '', messages }] : [];
    })
    .sort((a, b) => a.line - b.line || a.column.localeCompare(b.column));
}
