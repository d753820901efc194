// Standalone development entry: this remote with its own sign-in, no host needed.
import { startStandalone } from '@maziwa/dev-shell';
import { remote } from './routes';

void startStandalone(remote);
