// A method's length window (a method's `minLength` and `maxLength`): whether a sequence fits it and
// how it reads, the same on the form, in its notes and on the results page.

export interface LengthWindow {
  minLength?: number;
  maxLength?: number;
}

/** Whether a sequence of `length` residues is inside the window (no bound: any length). */
export function fitsLengthWindow({ minLength, maxLength }: LengthWindow, length: number): boolean {
  return (
    (minLength === undefined || length >= minLength) &&
    (maxLength === undefined || length <= maxLength)
  );
}

/** The window in words: "5–30", "at least 8", "at most 100"; null when it takes any length. */
export function lengthWindowWords({ minLength, maxLength }: LengthWindow): string | null {
  if (minLength && maxLength) return `${minLength}–${maxLength}`;
  if (minLength) return `at least ${minLength}`;
  if (maxLength) return `at most ${maxLength}`;
  return null;
}
