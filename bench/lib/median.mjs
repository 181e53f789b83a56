// The middle value of a list of numbers (the upper of the two middles for an even count); NaN for none.
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
