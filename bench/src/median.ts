/** The middle of `values` (the upper of the two middle ones when their number is even); NaN when there are none. */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
