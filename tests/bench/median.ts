/** The middle of the values (the upper one of an even count); the values are left as they are. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
