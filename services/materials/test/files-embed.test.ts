// Embed code keeps iframes of known video hosts only, and nothing that runs script in our page.
import { loadConfig } from '@campus/kit';
import { sanitizeEmbedCode } from '../src/files/embed.js';
import { tempDir } from './files-support.js';

const hosts = loadConfig({ DATA_DIR: tempDir(), SERVICE_TOKEN: 't' }).materials.embedHosts;
const clean = (html: string) => sanitizeEmbedCode(html, hosts);
const SAFE = 'referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"';

describe('sanitizing embed code', () => {
  it("YouTube's own embed code survives, with our sandbox and referrer policy", () => {
    const youtube =
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc&amp;start=10" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="no-referrer" allowfullscreen></iframe>';
    expect(clean(youtube)).toBe(
      `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc&amp;start=10" width="560" height="315" frameborder="0" title="YouTube video player" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen ${SAFE}></iframe>`,
    );
  });

  it('a Vimeo player and a youtube-nocookie iframe survive', () => {
    expect(clean('<iframe src="https://player.vimeo.com/video/76979871"></iframe>')).toBe(`<iframe src="https://player.vimeo.com/video/76979871" ${SAFE}></iframe>`);
    expect(clean('<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>')).toContain('src="https://www.youtube-nocookie.com/embed/x"');
  });

  it('scripts, event handlers and every other element are removed, text included', () => {
    const html = '<script>alert(1)</script><p onclick="alert(2)">Hi <b>there</b></p><img src=x onerror="alert(3)"><svg onload="alert(4)"></svg><style>body{}</style>';
    expect(clean(html)).toBe('');
  });

  it('an allowed iframe loses its onload and other unknown attributes', () => {
    const html = '<iframe src="https://www.youtube.com/embed/x" onload="alert(1)" srcdoc="<script>alert(2)</script>" style="position:fixed" sandbox="allow-top-navigation" width="100%"></iframe>';
    expect(clean(html)).toBe(`<iframe src="https://www.youtube.com/embed/x" width="100%" ${SAFE}></iframe>`);
  });

  it.each([
    ['javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
    ['data: src', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['plain http', '<iframe src="http://www.youtube.com/embed/x"></iframe>'],
    ['protocol-relative', '<iframe src="//www.youtube.com/embed/x"></iframe>'],
    ['another host', '<iframe src="https://evil.example/embed/x"></iframe>'],
    ['a host that only ends like an allowed one', '<iframe src="https://notyoutube.com/embed/x"></iframe>'],
    ['an allowed name as a user name', '<iframe src="https://www.youtube.com@evil.example/x"></iframe>'],
    ['no src', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['an iframe hidden in a script-looking wrapper', '<scr<script>ipt><iframe src="javascript:alert(1)"></iframe>'],
  ])('an iframe with %s is removed entirely', (_, html) => {
    expect(clean(html)).toBe('');
  });

  it('the allowed hosts come from configuration (MATERIALS_EMBED_HOSTS)', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), SERVICE_TOKEN: 't', MATERIALS_EMBED_HOSTS: 'media.university.am, Player.Vimeo.com' });
    expect(config.materials.embedHosts).toEqual(['media.university.am', 'player.vimeo.com']);
    expect(sanitizeEmbedCode('<iframe src="https://media.university.am/v/1"></iframe>', config.materials.embedHosts)).toContain('media.university.am');
    expect(sanitizeEmbedCode('<iframe src="https://www.youtube.com/embed/x"></iframe>', config.materials.embedHosts)).toBe('');
  });
});
