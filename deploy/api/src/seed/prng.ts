/** mulberry32: small, fast and repeatable, so the demo data is the same on every machine. */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += String(this.int(0, 9));
    return out;
  }

  /** A version-4-shaped UUID drawn from the sequence: ids are stable too. */
  uuid(): string {
    // Four 32-bit draws; the version and variant nibbles are then forced.
    const words = [this.word(), this.word(), this.word(), this.word()];
    words[1] = (words[1] & 0xffff0fff) | 0x00004000;
    words[2] = (words[2] & 0x3fffffff) | 0x80000000;
    const s = words.map((w) => (w >>> 0).toString(16).padStart(8, '0')).join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }

  private word(): number {
    return Math.floor(this.next() * 4294967296);
  }
}
