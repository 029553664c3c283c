// A message that many rows carry (a method's length window, say) is said once above the table;
// each row keeps the messages that are its own.
import { type ResultRow, splitNotes } from '@peptox/tool-schema';

export interface RepeatedNote {
  message: string;
  /** Rows whose note holds the message. */
  count: number;
}

/** A message is summarised once it is on this many rows. */
export const REPEATED_NOTE_ROWS = 2;

/** The messages on at least REPEATED_NOTE_ROWS rows, the commonest first. */
export function repeatedNotes(rows: readonly ResultRow[], noteKey = 'note'): RepeatedNote[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const message of new Set(splitNotes(row[noteKey]))) {
      counts.set(message, (counts.get(message) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([, count]) => count >= REPEATED_NOTE_ROWS)
    .map(([message, count]) => ({ message, count }))
    .sort((a, b) => b.count - a.count || a.message.localeCompare(b.message));
}

/** A row's note as the table shows it: its own messages, and the numbers of the repeated ones. */
export interface RowNote {
  own: string[];
  /** 1-based positions in the list of repeated notes. */
  refs: number[];
}

export function rowNote(
  note: ResultRow[string] | undefined,
  repeated: readonly RepeatedNote[],
): RowNote {
  const own: string[] = [];
  const refs: number[] = [];
  for (const message of splitNotes(note)) {
    const at = repeated.findIndex((r) => r.message === message);
    if (at >= 0) refs.push(at + 1);
    else own.push(message);
  }
  return { own, refs };
}
