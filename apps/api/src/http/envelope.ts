/** Field name -> sentences, as in every failure body. */
export type FieldMessages = Record<string, string[]>;

export interface Success<T> {
  status: 1;
  data: T;
}
export interface Failure {
  status: 0;
  message: FieldMessages;
}

export const ok = <T>(data: T): Success<T> => ({ status: 1, data });
export const failure = (message: FieldMessages): Failure => ({ status: 0, message });

/** An error that the API answers with its own status and field messages. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly fields: FieldMessages,
  ) {
    super(Object.values(fields).flat().join(' '));
  }
}

export const invalid = (fields: FieldMessages) => new ApiError(422, fields);
export const notFound = (field: string, sentence: string) =>
  new ApiError(404, { [field]: [sentence] });
export const tooLarge = (field: string, sentence: string) =>
  new ApiError(413, { [field]: [sentence] });
