import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg.ts';

describe('sanitizeSvg', () => {
  it('keeps the drawing and drops the XML prolog and comments', () => {
    const svg = `<?xml version='1.0' encoding='iso-8859-1'?>
<svg version='1.1' xmlns='http://www.w3.org/2000/svg' xmlns:rdkit='http://www.rdkit.org/xml' width='200px' height='150px' viewBox='0 0 200 150'>
<!-- END OF HEADER -->
<rect style='opacity:1.0;fill:#FFFFFF;stroke:none' width='200.0' height='150.0' x='0.0' y='0.0'> </rect>
<path class='bond-0 atom-0 atom-1' d='M 10.0,89.9 L 83.3,47.6' style='fill:none;stroke:#000000' />
</svg>`;
    expect(sanitizeSvg(svg)).toBe(
      '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="200px" height="150px" viewBox="0 0 200 150">\n\n' +
        '<rect style="opacity:1.0;fill:#FFFFFF;stroke:none" width="200.0" height="150.0" x="0.0" y="0.0"> </rect>\n' +
        '<path class="bond-0 atom-0 atom-1" d="M 10.0,89.9 L 83.3,47.6" style="fill:none;stroke:#000000" />\n' +
        '</svg>',
    );
  });

  it('drops scripts, event handlers, links, foreign content and styles that fetch', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">
<script>alert(2)</script><foreignObject><div><img src=x onerror=alert(3)></div></foreignObject>
<a href="javascript:alert(4)"><path d="M0 0"/></a>
<path d="M1 1" style="fill:url(https://evil/x)" fill="red" onclick='alert(5)'/>
<use xlink:href="#p"/><style>@import url(x)</style>
<text x="1">a &lt; b &amp; c <tspan>1 & 2</tspan></text></svg><script>alert(6)</script>`;
    const clean = sanitizeSvg(svg);
    expect(clean).not.toMatch(
      /alert|script|onload|onclick|href|foreignObject|url\(|<use|<style|<img/i,
    );
    expect(clean).toContain('<path d="M1 1" fill="red" />');
    expect(clean).toContain('<text x="1">a &lt; b &amp; c <tspan>1 &amp; 2</tspan></text>');
  });

  it('closes what it opened and escapes quotes in attribute values', () => {
    expect(sanitizeSvg(`<svg><g class='a"b' id="x&quot;"><path d="M0 0">`)).toBe(
      '<svg><g class="a&quot;b"><path d="M0 0"></path></g></svg>',
    );
    expect(sanitizeSvg('<p>not svg</p>')).toBe('');
  });
});
