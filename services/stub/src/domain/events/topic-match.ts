/**
 * Mercure topic selectors: `*` matches every topic, a URI template (RFC 6570, `{var}`, `{+var}`...)
 * matches the topics it can expand to, any other string matches only itself.
 */
const compiled = new Map<string, RegExp>();
const CACHE_LIMIT = 1000;

function templateToRegExp(template: string): RegExp {
  let source = '^';
  let last = 0;
  for (const m of template.matchAll(/\{([+#./;?&]?)[^}]*\}/g)) {
    source += escape(template.slice(last, m.index));
    source += m[1] === '+' || m[1] === '#' ? '.*' : '[^/?#]*';
    last = m.index + m[0].length;
  }
  return new RegExp(`${source}${escape(template.slice(last))}$`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function topicMatches(selector: string, topic: string): boolean {
  if (selector === '*' || selector === topic) return true;
  if (!selector.includes('{')) return false;
  let re = compiled.get(selector);
  if (!re) {
    re = templateToRegExp(selector);
    if (compiled.size >= CACHE_LIMIT) compiled.clear();
    compiled.set(selector, re);
  }
  return re.test(topic);
}

/** Whether any of the topics matches any of the selectors. */
export function anyMatch(selectors: readonly string[], topics: readonly string[]): boolean {
  return topics.some((topic) => selectors.some((selector) => topicMatches(selector, topic)));
}
