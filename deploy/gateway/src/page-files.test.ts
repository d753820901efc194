import { fillFrame, pageHtml } from './page-files';

const SHELL = '<html><head><title>Maziwa</title></head><body><div id="root"></div></body></html>';
const FRAME =
  '<h1>{{heading}}</h1>{{#description}}<p>{{description}}</p>{{/description}}{{#actions}}<div class="actions"></div>{{/actions}}' +
  '{{#search}}<input placeholder="{{search}}">{{/search}}<span>Loading...</span>';

describe('a page file', () => {
  it('puts the preloads in the head and the first frame, with the heading as text, where the console mounts', () => {
    const html = pageHtml(SHELL, '<link rel="preload" as="script" href="/a.js">', '<h1>{{heading}}</h1>', {
      heading: 'Rates & <Bonuses> $& $1',
    });
    expect(html).toBe(
      '<html><head><title>Maziwa</title><link rel="preload" as="script" href="/a.js"></head>' +
        '<body><div id="root"><h1>Rates &amp; &lt;Bonuses&gt; $&amp; $1</h1></div></body></html>',
    );
  });

  it('leaves the root empty for a page without a heading, or a shell without a first frame', () => {
    expect(pageHtml(SHELL, '', '<h1>{{heading}}</h1>', {})).toContain('<div id="root"></div>');
    expect(pageHtml(SHELL, '', undefined, { heading: 'Rates' })).toContain('<div id="root"></div>');
  });
});

describe("a page's first frame", () => {
  it("draws the page's description, buttons' row and search box when it declares them, escaped", () => {
    expect(
      fillFrame(FRAME, {
        heading: 'Users',
        description: 'Staff "accounts" & roles',
        actions: true,
        search: 'Search by "name"',
      }),
    ).toBe(
      '<h1>Users</h1><p>Staff &quot;accounts&quot; &amp; roles</p><div class="actions"></div>' +
        '<input placeholder="Search by &quot;name&quot;"><span>Loading...</span>',
    );
  });

  it('leaves out the parts a page does not declare', () => {
    expect(fillFrame(FRAME, { heading: 'Rates', actions: false })).toBe('<h1>Rates</h1><span>Loading...</span>');
    expect(fillFrame(FRAME, { heading: 'Quality', description: 'How good the milk was.' })).toBe(
      '<h1>Quality</h1><p>How good the milk was.</p><span>Loading...</span>',
    );
  });
});
