import puppeteer from "puppeteer-core";

/**
 * Signs the benches' Chromium in: the session cookie (a `name=value` Cookie
 * header) goes into the browser's own cookie jar. Chromium drops a Cookie
 * header set through Lighthouse's extraHeaders on navigations, and the jar
 * survives Lighthouse's storage reset, which still empties the HTTP cache
 * before every run: each run loads the page cold, as a first visit does.
 */
export async function signInBrowser(chrome, baseUrl, cookie) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const [name, value] = cookie.split("=");
  await browser.setCookie({ name, value, domain: new URL(baseUrl).hostname, path: "/", httpOnly: true });
  await browser.disconnect();
}
