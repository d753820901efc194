/** A shared library the console has loaded in a version a remote does not accept. */
export interface VersionClash {
  library: string;
  /** The version the console runs (the host's copy, loaded first). */
  loaded: string;
  /** What the remote was built to accept, e.g. `^2.0.0`. */
  required: string;
}

// The federation runtime's words when a singleton's loaded version does not satisfy a
// consumer's requiredVersion and the share is strict (shared/tooling/webpack/federation-shared.cjs):
// "Version 1.0.0 from host of shared singleton module @maziwa/ui does not satisfy the
// requirement of payroll which needs ^2.0.0)".
const CLASH =
  /Version (\S+) from \S* ?of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/;

/** The clash an error (or an error it wraps) reports, if it is one. */
export function versionClashOf(error: unknown): VersionClash | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const message = current instanceof Error ? current.message : String(current);
    const found = CLASH.exec(message);
    if (found) return { loaded: found[1], library: found[2], required: found[3] };
    current = current instanceof Error ? current.cause : undefined;
  }
  return undefined;
}
