/** A list of 32-bit integers that grows as it is pushed to, in a typed array (`values` is longer than it). */
export class GrowingInts {
  length = 0;
  values = new Int32Array(4_096);

  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}
