/** The JSON body of every error answer of the API. */
export type ApiErrorBody = {
  message: string;
  code?: string;
  issues?: { path: string; message: string }[];
};
