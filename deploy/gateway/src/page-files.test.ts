import { pageHtml } from './page-files';

const SHELL = '<html><head><title>Maziwa</title></head><body><div id="root"></div></body></html>';

describe('a page file', () => {
  it('puts the preloads in the head and the first frame, with the heading as text, where the console mounts', () => {
    const html = pageHtml(SHELL, '<link rel="preload" as="script" href="/a.js">', '<h1>{{heading}}</h1>', 'Rates & <Bonuses> $& $1');
    expect(html).toBe(
      '<html><head><title>Maziwa</title><link rel="preload" as="script" href="/a.js"></head>' +
        '<body><div id="root"><h1>Rates &amp; &lt;Bonuses&gt; $&amp; $1</h1></div></body></html>',
    );
  });

  it('leaves the root empty for a page without a heading, or a shell without a first frame', () => {
    expect(pageHtml(SHELL, '', '<h1>{{heading}}</h1>', undefined)).toContain('<div id="root"></div>');
    expect(pageHtml(SHELL, '', undefined, 'Rates')).toContain('<div id="root"></div>');
  });
});
