/**
 * The two inline scripts that must run before first paint (the stored theme, the first-visit language). Each is one small
 * IIFE wrapped in try/catch: a throwing localStorage (privacy mode, sandboxed iframe) must not stop
 * the page. Config values enter only through jsonForScript.
 */
import { isMultiVersion } from '../../shared/versions';
import { jsonForScript } from '../../shared/escape';
import { sameOriginUrl } from '../../shared/same-origin-url';
import { storageKeys } from '../../shared/storage-keys';
import type { SiteConfig } from '../../shared/types';

export const BOT_UA_RE = /bot|spider|crawl|lighthouse/i;

/**
 * Applies the stored theme (light | dark | auto; auto and invalid follow prefers-color-scheme) by
 * toggling `dark` / `rp-dark` on <html> and setting color-scheme. Undefined when dark mode is
 * disabled: the page then stays light and the stored value is ignored.
 */
export function themeScript(site: Pick<SiteConfig, 'themeConfig'>): string | undefined {
  if (!site.themeConfig.darkMode) return undefined;
  const key = jsonForScript(storageKeys(site.themeConfig.storagePrefix).theme);
  return (
    '(function(){var d=document.documentElement,v;' +
    `try{v=localStorage.getItem(${key})}catch(e){}` +
    'try{var k=v==="dark"||(v!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);' +
    'd.classList.toggle("dark",k);d.classList.toggle("rp-dark",k);d.style.colorScheme=k?"dark":"light"}catch(e){}})();'
  );
}

/**
 * First-visit redirect to the browser's language (`navigator.language`, matched as a whole tag, else by
 * its base language). It moves a reader only off a page of the site language: a page in another
 * language is one somebody linked to, and stays (that visit does not count as the first). Runs once
 * per browser (visited flag), never for bots, keeps the query string; the hash is dropped as in
 * Rspress. The target goes through the source of `sameOriginUrl`, the rule the 404 page uses too:
 * '/zh//evil.example/x' must not become '//evil.example/x'. Undefined when localeRedirect is 'never'
 * or the site has one locale.
 */
export function localeRedirectScript(
  site: Pick<SiteConfig, 'themeConfig' | 'locales' | 'lang' | 'base'> & Partial<Pick<SiteConfig, 'multiVersion'>>,
): string | undefined {
  if (site.themeConfig.localeRedirect !== 'auto' || site.locales.length < 2) return undefined;
  const langs = jsonForScript(site.locales.map((locale) => locale.lang));
  // a version other than the default leads the path ('/v1/zh/x'): it is set aside and put back in front
  const mv = site.multiVersion;
  const others = mv && isMultiVersion(mv) ? mv.versions.filter((version) => version !== mv.default) : [];
  const takeVersion = others.length > 0 ? `var V=${jsonForScript(others)},v=V.indexOf(g[0])>=0?g.shift():null;` : '';
  const putVersion = others.length > 0 ? 'if(v)g.unshift(v);' : '';
  return (
    '(function(){try{' +
    `if(${BOT_UA_RE.toString()}.test(navigator.userAgent))return;` +
    `var L=${langs},D=${jsonForScript(site.lang)},B=${jsonForScript(site.base)},S=${String(sameOriginUrl)};` +
    'var p=location.pathname;if(p.indexOf(B)!==0&&p+"/"!==B)return;' +
    'var g=p.slice(B.length).split("/");' +
    takeVersion +
    'if(L.indexOf(g[0])>=0&&g[0]!==D)return;' +
    `var s=localStorage,f=${jsonForScript(storageKeys(site.themeConfig.storagePrefix).visited)};if(s.getItem(f))return;s.setItem(f,"1");` +
    // the browser's language as a locale: the same tag ('pt-BR'), else its base language ('zh' for 'zh-CN')
    'var n=String(navigator.language||"").toLowerCase(),t=null;' +
    'for(var i=0;i<L.length;i++){var l=L[i].toLowerCase();if(l===n){t=L[i];break}if(t===null&&l===n.split("-")[0])t=L[i]}' +
    'if(t===null||t===D)return;' +
    'if(L.indexOf(g[0])>=0)g.shift();g.unshift(t);' +
    putVersion +
    'var u=S(B+g.join("/")+location.search,location.href);if(u)location.replace(u)' +
    '}catch(e){}})();'
  );
}
