/** The search input takes 512 characters; longer text (typed, pasted, prefilled) is cut. */
export const MAX_QUERY_LENGTH = 512;
