// A problem found in a user's input, named by line and record so the message can point at it.
/** Something wrong with the input, said so that a biologist can fix it. */
export interface InputProblem {
  message: string;
  line?: number;
  record?: string;
}
