/** Bad input: the message is a sentence that names the file and, where there is one, the line. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'InputError';
  }
}
