/** A file's size in MB with two decimals, as the Add Asset form shows it: "1.25" (the form adds the unit). */
export function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2);
}
