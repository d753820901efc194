import { Gate, type GateOptions } from './gate';

/** A FIFO lock: PGlite is a single connection, so one query or transaction at a time. */
export class Mutex extends Gate {
  constructor(options: GateOptions = {}) {
    super(1, options);
  }
}
