// Stand-in for '@module-federation/enhanced/runtime' in jest (see jest.config.cjs): tests
// decide what each remote answers with `fakeRemotes.set(...)`.
import type { RemoteModule } from '@maziwa/contracts';

type RemoteFactory = () => Promise<RemoteModule> | RemoteModule;

export const fakeRemotes = new Map<string, RemoteFactory>();
export const registered: Array<{ name: string; entry: string }> = [];
/** Remotes registered again with `force` (the runtime then drops what it had loaded of them). */
export const reRegistered: string[] = [];

export function registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) {
  registered.push(...remotes);
  if (options?.force) reRegistered.push(...remotes.map((remote) => remote.name));
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const name = id.split('/')[0];
  const factory = fakeRemotes.get(name);
  if (!factory) throw new Error(`Failed to fetch remote entry of ${name}`);
  return (await factory()) as T;
}
