import { useSession } from '@maziwa/api-client';
import type { NotSent } from '@maziwa/offline-queue';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { create } from 'zustand';

/** The question asked before signing out a person whose deliveries are still on this phone. */
export interface SignOutQuestion {
  notSent: NotSent;
  answer(signOut: boolean): void;
}

/**
 * The open question, for the one place that draws it (the profile menu, always in the header);
 * `askers` counts those places, so that without one (the /unauthorized page) the browser's own
 * confirm asks instead.
 */
export const useSignOutQuestion = create<{ question: SignOutQuestion | null; askers: number }>(() => ({
  question: null,
  askers: 0,
}));

/** What of the person's deliveries is still only on this phone (none when it cannot be read). */
async function notSentOf(userId: string | undefined, orgId: string | null): Promise<NotSent> {
  const none = { waiting: 0, attention: 0 };
  if (!userId || !orgId || typeof indexedDB === 'undefined') return none;
  try {
    // Its own chunk: the shell's first page does not carry the queue.
    const { notSentCount } = await import(/* webpackChunkName: "offline-queue" */ '@maziwa/offline-queue');
    return await notSentCount({ organizationId: orgId, userId });
  } catch {
    return none;
  }
}

/** The sentence of the question: "4 deliveries are waiting to send and 1 needs attention." */
export function notSentSentence({ waiting, attention }: NotSent): string {
  const parts = [
    waiting > 0 && `${waiting} ${waiting === 1 ? 'delivery is' : 'deliveries are'} waiting to send`,
    attention > 0 && `${attention} ${attention === 1 ? 'needs' : 'need'} attention`,
  ].filter(Boolean);
  return `${parts.join(' and ')}.`;
}

function ask(notSent: NotSent): Promise<boolean> {
  if (useSignOutQuestion.getState().askers === 0) {
    return Promise.resolve(window.confirm(`${notSentSentence(notSent)} Sign out anyway? They stay on this phone.`));
  }
  return new Promise<boolean>((answer) => {
    useSignOutQuestion.setState({
      question: {
        notSent,
        answer: (signOut) => {
          useSignOutQuestion.setState({ question: null });
          answer(signOut);
        },
      },
    });
  });
}

/**
 * Signs out (revokes the token on the API, clears the session) and goes to /login. With
 * deliveries recorded at a centre and not yet on the API, it asks first; signing out keeps
 * them on the phone, for this person's next sign-in (issue 33).
 *
 * The explicit navigation, with no `from` state, matters: the guard would also send the
 * now anonymous user to /login, but remembering the page, so the next person to sign in
 * on this computer would land where the previous one left off.
 *
 * @example const logout = useLogout(); <button onClick={logout}>Logout</button>
 */
export function useLogout(): () => Promise<void> {
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  return useCallback(async () => {
    const { user, orgId } = useSession.getState();
    const notSent = await notSentOf(user?.id, orgId);
    if (notSent.waiting + notSent.attention > 0 && !(await ask(notSent))) return;
    await logout();
    await navigate('/login', { replace: true });
  }, [logout, navigate]);
}
