import { expect, type Page } from '@playwright/test';

/**
 * Known XSS payloads: script tags, event handlers, javascript:/data: links, SVG and MathML,
 * frames and objects, entity and casing tricks, markdown link forms. Each tries to call alert().
 */
export const xssPayloads: string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '[click]( javascript:alert(1))',
  '[click](<javascript:alert(1)>)',
  '[click][ref]\n\n[ref]: javascript:alert(1)',
  '![x](javascript:alert(1))',
  '![x" onerror="alert(1)](x)',
  '[<img src=x onerror=alert(1)>](https://example.org)',
  '<javascript:alert(1)>',
  '<https://example.org" onmouseover="alert(1)>',
  'javascript:alert(1)',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<select autofocus onfocus=alert(1)>',
  '<textarea autofocus onfocus=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)">',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<style>@import 'javascript:alert(1)';</style>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '[x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '`<script>alert(1)</script>`',
  '```\n<script>alert(1)</script>\n```',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<x onclick=alert(1)>click</x>',
  '** <img src=x onerror=alert(1)> **',
  '- <img src=x onerror=alert(1)>',
  '# <svg onload=alert(1)>',
  '<a href="https://example.org" onclick="alert(1)">x</a>',
  '<div onmouseover="alert(1)" style="position:fixed;inset:0">cover</div>',
];

/** Records any alert and any blocked script, from before the page's own code runs. */
export async function watchForScripts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __alerts: unknown[]; __violations: string[] };
    w.__alerts = [];
    w.__violations = [];
    window.alert = (...args: unknown[]) => void w.__alerts.push(args);
    window.confirm = () => (w.__alerts.push('confirm'), false);
    window.prompt = () => (w.__alerts.push('prompt'), null);
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
}

/** Nothing executable in the rendered content: no scripts, handlers, frames or unsafe links. */
export async function expectNothingExecutable(page: Page, selector: string) {
  const found = await page.evaluate((container) => {
    const problems: string[] = [];
    const banned =
      'script,iframe,object,embed,svg,math,img,style,link,meta,base,form,input,select,textarea,video,audio,source,details,marquee,template,noscript';
    for (const root of document.querySelectorAll(container)) {
      for (const element of root.querySelectorAll('*')) {
        if (element.matches(banned)) problems.push(`<${element.tagName.toLowerCase()}>`);
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name))
            problems.push(`${attribute.name} on <${element.tagName}>`);
          if (attribute.name === 'style' && /url\(|expression/i.test(attribute.value))
            problems.push('style url');
        }
        const href = element.getAttribute('href');
        if (href !== null && !/^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href))
          problems.push(`href ${href}`);
      }
    }
    return problems;
  }, selector);
  expect(found).toEqual([]);
  await page.mouse.move(200, 300);
  // The pointer's events dispatched and two frames drawn: any handler they fired has run.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const state = await page.evaluate(() => {
    const w = window as unknown as { __alerts: unknown[]; __violations: string[] };
    return { alerts: w.__alerts, violations: w.__violations };
  });
  expect(state).toEqual({ alerts: [], violations: [] });
}

/**
 * Nothing a stored payload could have made runs anywhere on the page: no element with an inline
 * handler, no `javascript:` or `data:` address, no frame, object or embed, no script but the
 * app's own files, and no alert or blocked script since the page began (`watchForScripts`).
 */
export async function expectNoPayloadRan(page: Page) {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      if (element.matches('iframe,object,embed,frame,base')) {
        problems.push(`<${element.tagName.toLowerCase()}>`);
      }
      if (
        element.matches('script') &&
        !/^\/[A-Za-z0-9._/-]+\.js$/.test(element.getAttribute('src') ?? '')
      ) {
        if (element.getAttribute('type') !== 'application/ld+json') problems.push('<script>');
      }
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) problems.push(`${attribute.name} on <${element.tagName}>`);
        if (
          /^(href|src|action|formaction|xlink:href)$/i.test(attribute.name) &&
          /^\s*(javascript|vbscript|data:text)/i.test(attribute.value)
        ) {
          problems.push(`${attribute.name}=${attribute.value}`);
        }
      }
    }
    return problems;
  });
  expect(found).toEqual([]);
  await page.mouse.move(300, 300);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const state = await page.evaluate(() => {
    const w = window as unknown as { __alerts: unknown[]; __violations: string[] };
    return { alerts: w.__alerts, violations: w.__violations };
  });
  expect(state).toEqual({ alerts: [], violations: [] });
}
