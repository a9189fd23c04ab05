import type { Page } from '@playwright/test';

/**
 * What is wrong with the focused element, or null (issue 29): the contrast of its text on its
 * background (at least 4.5:1, WCAG 1.4.3) and a visible focus indicator (WCAG 2.4.7).
 *
 * `moved`: the element the page moved the focus to after a keyboard action (a new step's heading,
 * the "sent" panel's, a message, the error summary; issue 50). It must show it has the focus
 * (`:focus-visible`, as a focused link does) with something of at least 3:1 against what is
 * around it (its own background, its outline or the bar beneath it), and its text stays readable.
 * Without `moved`, an element the Tab key never lands on (tabindex="-1") is not looked at.
 */
export const focusProblem = (page: Page, { moved = false } = {}) =>
  page.evaluate((moved) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return moved ? 'nothing has the focus' : null;
    if (!moved && el.tabIndex < 0) return null;
    const rgba = (value: string) => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
      return m
        ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])]
        : null;
    };
    // The colour behind the element: its own, else its ancestors', blended down to the page.
    const backgroundOf = (start: Element) => {
      const layers: number[][] = [];
      for (let node: Element | null = start; node; node = node.parentElement) {
        const c = rgba(getComputedStyle(node).backgroundColor);
        if (c && c[3]! > 0) {
          layers.push(c);
          if (c[3] === 1) break;
        }
      }
      let [r, g, b] = [255, 255, 255];
      for (const [lr, lg, lb, a] of layers.reverse()) {
        r = lr! * a! + r * (1 - a!);
        g = lg! * a! + g * (1 - a!);
        b = lb! * a! + b * (1 - a!);
      }
      return [r, g, b];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    const ratio = (a: number[], b: number[]) => {
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (l1! + 0.05) / (l2! + 0.05);
    };
    /** A colour over a background, its transparency blended in. */
    const over = (c: number[], back: number[]) =>
      [0, 1, 2].map((i) => c[i]! * c[3]! + back[i]! * (1 - c[3]!));
    const rgb = (c: number[]) => `rgb(${c.map(Math.round).join(', ')})`;

    const style = getComputedStyle(el);
    const back = backgroundOf(el);
    const text = over(rgba(style.color)!, back);
    const contrast = ratio(text, back);
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).value || '').trim().slice(0, 40)}"`;
    const problems: string[] = [];
    if (contrast < 4.5) {
      problems.push(`text contrast ${contrast.toFixed(2)}:1 (${style.color} on ${rgb(back)})`);
    }
    const outline = rgba(style.outlineColor);
    const outlined =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      outline !== null &&
      outline[3]! > 0;
    if (!moved) {
      const shadowed = style.boxShadow !== 'none';
      // A link or button painted yellow behind its text is GOV.UK's indicator too.
      const yellow = back[0]! > 240 && back[1]! > 190 && back[2]! < 110;
      if (!outlined && !shadowed && !yellow) problems.push('no visible focus indicator');
    } else if (!el.matches(':focus-visible')) {
      problems.push('shows no focus after a keyboard action (not :focus-visible)');
    } else {
      // What stands out from the surroundings: its own background, its outline, its shadows
      // (the dark bar beneath a focused link).
      const around = backgroundOf(el.parentElement ?? document.documentElement);
      const marks = [back];
      if (outlined) marks.push(over(outline, around));
      for (const m of style.boxShadow.matchAll(/rgba?\([^)]*\)/g)) {
        const c = rgba(m[0]);
        if (c && c[3]! > 0) marks.push(over(c, around));
      }
      const best = Math.max(...marks.map((c) => ratio(c, around)));
      if (best < 3) {
        problems.push(
          `its focus stands out ${best.toFixed(2)}:1 from ${rgb(around)} around it (${marks.map(rgb).join(', ')})`,
        );
      }
    }
    return problems.length > 0 ? `${name}: ${problems.join('; ')}` : null;
  }, moved);
