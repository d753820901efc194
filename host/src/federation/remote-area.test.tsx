import { lazyPage } from '@maziwa/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { forgetRemoteAreas, PageLoading, RemoteArea } from './remote-area';
import { registerRemotesFromManifest } from './manifest';
import { fakeRemotes, registered, reRegistered } from './testing/fake-runtime';
import { REMOTE_DECLARATIONS } from '../testing/remote-declarations';
import { forgetRemote } from './load-remote-module';

jest.mock('./load-remote-module', () => {
  const actual = jest.requireActual('./load-remote-module');
  // No waiting between attempts in tests.
  return { ...actual, loadRemoteModule: (id: never) => actual.loadRemoteModule(id, [0, 0]) };
});

const manifest = {
  remotes: [
    { name: 'quality', entry: '/remotes/quality/v1/mf-manifest.json', ...REMOTE_DECLARATIONS.quality },
    { name: 'payroll', entry: '/remotes/payroll/v1/mf-manifest.json', ...REMOTE_DECLARATIONS.payroll },
    { name: 'farmers', entry: '/remotes/farmers/v1/mf-manifest.json', ...REMOTE_DECLARATIONS.farmers },
    { name: 'collection', entry: '/remotes/collection/v1/mf-manifest.json', ...REMOTE_DECLARATIONS.collection },
    { name: 'not-a-remote', entry: '/x' },
  ],
};

beforeAll(async () => {
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(manifest))) as typeof fetch;
  await registerRemotesFromManifest();
  globalThis.fetch = original;
});

beforeEach(() => reRegistered.splice(0));

afterEach(() => {
  fakeRemotes.clear();
  forgetRemote('quality');
  forgetRemote('payroll');
  forgetRemote('farmers');
  forgetRemote('collection');
  forgetRemoteAreas();
});

/** What webpack throws when a chunk's script does not arrive. */
function chunkLoadError(file: string) {
  return Object.assign(new Error(`Loading chunk 404 failed.\n(error: http://127.0.0.1/remotes/quality/v1/${file})`), {
    name: 'ChunkLoadError',
  });
}

/** Renders a page as pageRoutes does, given its declaration. */
function PageOf({ lazyPage: Page }: { lazyPage: ReturnType<typeof lazyPage> }) {
  return <Page page={{ path: '/quality-control/quality-tests', permission: 'quality_tests:read' }} />;
}

function renderAt(path: string, id: 'quality' | 'payroll' | 'farmers' | 'collection' | 'admin') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteArea id={id} />
    </MemoryRouter>,
  );
}

describe('RemoteArea', () => {
  it('registers only the known remotes of the manifest', () => {
    expect(registered.map((r) => r.name)).toEqual(expect.arrayContaining(['quality', 'payroll']));
    expect(registered.map((r) => r.name)).not.toContain('not-a-remote');
  });

  it('renders the page of the remote that owns the path', async () => {
    fakeRemotes.set('quality', () => ({
      id: 'quality',
      declaration: { pages: [] },
      routes: [{ path: '/quality-control/quality-tests', element: <h1>Quality Tests</h1> }],
    }));
    renderAt('/quality-control/quality-tests', 'quality');
    expect(await screen.findByRole('heading', { name: 'Quality Tests' })).toBeInTheDocument();
  });

  it("names the page while its remote is on its way: the sidebar page's heading above Loading...", async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    fakeRemotes.set('collection', async () => {
      await arrived;
      return {
        id: 'collection',
        declaration: { pages: [] },
        routes: [{ path: '/milk-collections/inventory', element: <p>Milk on hand</p> }],
      };
    });
    renderAt('/milk-collections/inventory', 'collection');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inventory' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    arrive();
    expect(await screen.findByText('Milk on hand')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inventory' })).not.toBeInTheDocument();
  });

  it("names a page by its own h1 where it is not the menu's label", () => {
    render(<PageLoading pathname="/quality-control/quality-tests/" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Quality Tests$/);
  });

  it("draws the page's declared top, as its first frame does: the sentence under the h1, the search box", () => {
    const { unmount } = render(<PageLoading pathname="/payroll/rates" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Rates$/);
    expect(screen.getByText(/^What a litre of milk is paid: a farmer's special rate/)).toBeInTheDocument();
    unmount();
    render(<PageLoading pathname="/payroll/advances" />);
    // Read-only and hidden from screen readers: the page's own search box takes its place.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by farmer, member number or reason')).toHaveAttribute('readonly');
  });

  it('shows only Loading... for a page the sidebar does not list', () => {
    render(<PageLoading pathname="/payroll/payslips/pay-1" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows an error panel with Retry when the remote cannot load, and recovers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/payroll/pending-payments', 'payroll');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This part of Maziwa could not be loaded');
    expect(panel).toHaveTextContent('The payroll module is not reachable right now.');

    fakeRemotes.set('payroll', () => ({
      id: 'payroll',
      declaration: { pages: [] },
      routes: [{ path: '/payroll/pending-payments', element: <h1>Pending Payments</h1> }],
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Pending Payments' })).toBeInTheDocument();
  });

  it("recovers with one Retry from a page whose chunk did not arrive: the remote's entry, its routes and the page load afresh", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let loads = 0;
    // Each load of the remote evaluates its routes module again, as a container fetched again
    // does: its pages' React.lazy are new ones. The first time, the page's chunk is missing.
    fakeRemotes.set('quality', () => {
      loads += 1;
      const Page =
        loads === 1
          ? lazy(() => Promise.reject(chunkLoadError('quality-control-rejection-logs.18b68b5a.js')))
          : lazy(async () => ({ default: () => <h1>Rejection Logs</h1> }));
      return {
        id: 'quality',
        declaration: { pages: [] },
        routes: [{ path: '/quality-control/rejection-logs', element: <Page /> }],
      };
    });
    renderAt('/quality-control/rejection-logs', 'quality');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This page ran into a problem');
    expect(panel).toHaveTextContent('Loading chunk 404 failed.');
    // The runtime was told to drop the remote at once, not only when Retry is clicked.
    expect(reRegistered).toEqual(['quality']);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Rejection Logs' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loads).toBe(2);
  });

  it('opens the page with one Retry after the remote was down, though its chunk fails once more (the failed preload)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/quality-control/quality-tests', 'quality');
    expect(await screen.findByRole('alert')).toHaveTextContent('The quality module is not reachable right now.');

    // Back up: the browser answers the page's first chunk request with the preload that failed.
    let chunkRequests = 0;
    const page = lazyPage(async () => {
      chunkRequests += 1;
      if (chunkRequests === 1) throw chunkLoadError('quality-control-quality-tests.bfdd929a.js');
      return { default: () => <h1>Quality Tests</h1> };
    }, [0]);
    fakeRemotes.set('quality', () => ({
      id: 'quality',
      declaration: { pages: [] },
      routes: [{ path: '/quality-control/quality-tests', element: <PageOf lazyPage={page} /> }],
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Quality Tests' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(chunkRequests).toBe(2);
  });

  it('loads a remote that failed afresh when the person comes back to it, without Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderAt('/payroll/pending-payments', 'payroll');
    expect(await screen.findByRole('alert')).toHaveTextContent('The payroll module is not reachable right now.');
    first.unmount();

    fakeRemotes.set('payroll', () => ({
      id: 'payroll',
      declaration: { pages: [] },
      routes: [{ path: '/payroll/pending-payments', element: <h1>Pending Payments</h1> }],
    }));
    renderAt('/payroll/pending-payments', 'payroll');
    expect(await screen.findByRole('heading', { name: 'Pending Payments' })).toBeInTheDocument();
  });

  it('names both versions when the remote needs a shared library the console does not have, without retrying', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let tries = 0;
    fakeRemotes.set('quality', () => {
      tries += 1;
      // The federation runtime's own words for a strict singleton it cannot satisfy.
      throw new Error(
        '[ Federation Runtime ]: Version 1.0.0 from host of shared singleton module @maziwa/ui does not satisfy the requirement of quality which needs ^2.0.0)',
      );
    });
    renderAt('/quality-control/quality-tests', 'quality');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This part of Maziwa could not be loaded');
    expect(panel).toHaveTextContent(
      'The quality module needs @maziwa/ui ^2.0.0, but this console runs @maziwa/ui 1.0.0. It cannot open until the console is updated to that version or the module is published again for this one; the rest of Maziwa keeps working.',
    );
    expect(tries).toBe(1);
  });

  it('keeps a page that throws inside the area', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Cannot read the rows');
    }
    fakeRemotes.set('farmers', () => ({
      id: 'farmers',
      declaration: { pages: [] },
      routes: [{ path: '/farmers/farmers-profiles', element: <Broken /> }],
    }));
    renderAt('/farmers/farmers-profiles', 'farmers');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This page ran into a problem');
    expect(panel).toHaveTextContent('Cannot read the rows');
  });

  it("says a page chunk's version clash as plainly as the remote's own", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    // What the federation runtime throws when the page's lazy chunk asks for the kit.
    function PageOfAnotherMajor(): never {
      throw new Error(
        '[ Federation Runtime ]: Version 1.0.0 from host of shared singleton module @maziwa/ui does not satisfy the requirement of farmers which needs ^2.0.0)',
      );
    }
    fakeRemotes.set('farmers', () => ({
      id: 'farmers',
      declaration: { pages: [] },
      routes: [{ path: '/farmers/farmers-profiles', element: <PageOfAnotherMajor /> }],
    }));
    renderAt('/farmers/farmers-profiles', 'farmers');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This part of Maziwa could not be loaded');
    expect(panel).toHaveTextContent(
      'The farmers module needs @maziwa/ui ^2.0.0, but this console runs @maziwa/ui 1.0.0.',
    );
  });

  it('explains a remote missing from the manifest', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/user-management/users', 'admin');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The admin module is not listed in the remotes manifest.',
    );
  });
});
