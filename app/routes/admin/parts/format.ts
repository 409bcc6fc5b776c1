/** The request id as the admin table shows it: its first 8 characters and an ellipsis. */
export function shortId(id: string): string {
  return `${id.slice(0, 8)}...`;
}
