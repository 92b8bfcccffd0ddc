import { describe, expect, it } from 'vitest';
import { svgDataUrl } from './inline-icon.ts';

describe("the page's icon written into the page", () => {
  it('escapes what an address may not hold, so a colour is not read as its fragment', () => {
    const url = svgDataUrl(
      '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#dbe9f5" width="50%"/>\n</svg>\n',
    );
    expect(url).toBe(
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E %3Crect fill='%23dbe9f5' width='50%25'/%3E %3C/svg%3E",
    );
    expect(url).not.toMatch(/[#"<>]/);
  });
});
