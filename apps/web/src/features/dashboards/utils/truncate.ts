/** The spec's 50-character cut of request descriptions. */
export function truncate(text: string, max = 50): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
